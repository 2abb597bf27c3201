import { useState, type FormEvent, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Alert, Button, Container, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useSessaoOperador } from '../sessao/operador';
import { TEXTOS } from '../texts';
import { CAMINHOS } from '../caminhos';
import { useLoginOperador } from './useLoginOperador';
import { useQrCode } from './useQrCode';
import { Pagina } from '../comum/Pagina';

const T = TEXTOS.entrar;

/** /operacao/entrar: the operators' own sign-in (never the customers' /login). */
export default function EntrarPage() {
  const sessao = useSessaoOperador();
  const login = useLoginOperador();
  if (sessao) return <Navigate to={CAMINHOS.resumo} replace />;
  const { etapa } = login;
  return (
    <Container size={440} py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          {etapa.passo === 'credenciais' && <Credenciais onEntrar={login.entrar} ocupado={login.ocupado} erro={login.erro} />}
          {etapa.passo === 'nova-senha' && <NovaSenha onSalvar={login.novaSenha} ocupado={login.ocupado} erro={login.erro} />}
          {etapa.passo === 'configurar-totp' && (
            <Codigo
              titulo={T.totpTitulo}
              onEnviar={login.confirmarAutenticador}
              ocupado={login.ocupado}
              erro={login.erro}
              antes={<Autenticador segredo={etapa.segredo} uri={etapa.otpauthUri} />}
            />
          )}
          {etapa.passo === 'codigo' && (
            <Codigo titulo={T.codigoTitulo} onEnviar={login.enviarCodigo} ocupado={login.ocupado} erro={login.erro} antes={<Text size="sm">{T.codigoTexto}</Text>} />
          )}
          {etapa.passo !== 'credenciais' && (
            <Button variant="subtle" onClick={login.recomecar} disabled={login.ocupado}>
              {T.recomecar}
            </Button>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

function Erro({ erro }: { erro: string | null }) {
  return erro ? (
    <Alert color="red" role="alert">
      {erro}
    </Alert>
  ) : null;
}

function Credenciais({ onEntrar, ocupado, erro }: { onEntrar: (email: string, senha: string) => void; ocupado: boolean; erro: string | null }) {
  const [email, setEmail] = useState('');
  const [senha, setSenha] = useState('');
  const [faltando, setFaltando] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !senha) return setFaltando(true);
    onEntrar(email.trim(), senha);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Pagina titulo={T.titulo}>
        <Erro erro={erro} />
        <TextInput label={T.email} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={faltando && !email.trim() ? T.obrigatorio : undefined} required />
        <PasswordInput label={T.senha} autoComplete="current-password" value={senha} onChange={(e) => setSenha(e.currentTarget.value)} error={faltando && !senha ? T.obrigatorio : undefined} required />
        <Button type="submit" loading={ocupado}>
          {T.botao}
        </Button>
      </Pagina>
    </form>
  );
}

function NovaSenha({ onSalvar, ocupado, erro }: { onSalvar: (senha: string) => void; ocupado: boolean; erro: string | null }) {
  const [senha, setSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [tentou, setTentou] = useState(false);
  const diferentes = senha !== confirmacao;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTentou(true);
    if (!senha || diferentes) return;
    onSalvar(senha);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Pagina titulo={T.novaSenhaTitulo}>
        <Text size="sm">{T.novaSenhaTexto}</Text>
        <Erro erro={erro} />
        <PasswordInput label={T.novaSenha} autoComplete="new-password" value={senha} onChange={(e) => setSenha(e.currentTarget.value)} error={tentou && !senha ? T.obrigatorio : undefined} required />
        <PasswordInput
          label={T.confirmarSenha}
          autoComplete="new-password"
          value={confirmacao}
          onChange={(e) => setConfirmacao(e.currentTarget.value)}
          error={tentou && diferentes ? T.senhasDiferentes : undefined}
          required
        />
        <Button type="submit" loading={ocupado}>
          {T.salvarSenha}
        </Button>
      </Pagina>
    </form>
  );
}

function Autenticador({ segredo, uri }: { segredo: string; uri: string }) {
  const qr = useQrCode(uri);
  return (
    <Stack gap="xs" align="center">
      <Text size="sm">{T.totpTexto}</Text>
      {qr ? <img src={qr} alt={T.qrAlt} width={220} height={220} /> : <div style={{ width: 220, height: 220 }} aria-hidden />}
      <Text size="sm" fw={600}>
        {T.totpChave}
      </Text>
      <Text component="code" ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
        {segredo}
      </Text>
    </Stack>
  );
}

function Codigo({ titulo, onEnviar, ocupado, erro, antes }: { titulo: string; onEnviar: (codigo: string) => void; ocupado: boolean; erro: string | null; antes: ReactNode }) {
  const [codigo, setCodigo] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onEnviar(codigo);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Pagina titulo={titulo}>
        {antes}
        <Erro erro={erro} />
        <TextInput
          label={T.codigo}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={codigo}
          onChange={(e) => setCodigo(e.currentTarget.value)}
          required
        />
        <Button type="submit" loading={ocupado}>
          {T.confirmar}
        </Button>
      </Pagina>
    </form>
  );
}
