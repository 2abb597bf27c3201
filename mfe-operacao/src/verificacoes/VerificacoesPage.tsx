import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, callApi } from '@acolhe/shared-auth';
import { CFP_CADASTRO_URL, conselhoDoCrp, formatCrp, type EstadoVerificacao, type TipoDecisaoVerificacao } from '@acolhe/shared-domain';
import { decideVerification, listVerificationQueue, type AnswerOf } from '@acolhe/shared-domain/operations';
import { notify } from '@acolhe/shared-ui';
import { useDecisao } from '../api/decisao';
import { motivoDaVerificacao } from '../comum/decisoes';
import { ListaConsultada } from '../comum/Estados';
import { MotivoModal } from '../comum/MotivoModal';
import { dataHora } from '../format';
import { TEXTOS } from '../texts';
import { DocumentoModal } from './DocumentoModal';
import { Pagina } from '../comum/Pagina';

const T = TEXTOS.verificacoes;

type ItemVerificacao = AnswerOf<typeof listVerificationQueue>['content'][number];
/** The queue's tabs: every state but 'nao_enviado' (nothing to review). */
type EstadoFilaVerificacao = Exclude<EstadoVerificacao, 'nao_enviado'>;

/** What the operator reviewed: the CRP and the document the card shows, as the decision names them
 * back (issue 40 item 3: the api refuses it with a 409 if they changed). */
const conferidoDe = (item: ItemVerificacao) => ({ crp: item.crp, documentoId: item.documento?.id ?? null });

type Decisao = { item: ItemVerificacao; decisao: TipoDecisaoVerificacao; motivo: string };
const decidirVerificacao = ({ item, decisao, motivo }: Decisao) =>
  callApi(decideVerification, { params: { therapistId: item.terapeutaId }, body: { decisao, motivo, ...conferidoDe(item) } });
const ESTADOS: { value: EstadoFilaVerificacao; label: string }[] = [
  { value: 'em_analise', label: 'Em análise' },
  { value: 'verificado', label: 'Verificadas' },
  { value: 'recusado', label: 'Recusadas' },
];

type Aberto = { tipo: 'documento' | TipoDecisaoVerificacao; item: ItemVerificacao } | null;

/** /operacao/verificacoes: therapists waiting for their CRP to be checked, and those decided. */
export default function VerificacoesPage() {
  const [estado, setEstado] = useState<EstadoFilaVerificacao>('em_analise');
  const [aberto, setAberto] = useState<Aberto>(null);
  const fila = useQuery(apiQuery(listVerificationQueue, { query: { estado } }));
  const decidir = useDecisao(decidirVerificacao);
  const fechar = () => setAberto(null);

  return (
    <Pagina titulo={T.titulo}>
      <SegmentedControl aria-label={T.estado} data={ESTADOS} value={estado} onChange={(v) => setEstado(v as EstadoFilaVerificacao)} fullWidth maw={480} />
      <ListaConsultada consulta={fila} vazio={T.vazio}>
        {(pagina) => pagina.content.map((item) => <CartaoVerificacao key={item.terapeutaId} item={item} onAbrir={(tipo) => setAberto({ tipo, item })} />)}
      </ListaConsultada>
      {aberto?.tipo === 'documento' && <DocumentoModal terapeutaId={aberto.item.terapeutaId} nome={aberto.item.nome} onFechar={fechar} />}
      {aberto && aberto.tipo !== 'documento' && (
        <MotivoModal
          key={`${aberto.tipo}-${aberto.item.terapeutaId}`}
          titulo={aberto.tipo === 'aprovar' ? T.aprovarTitulo(aberto.item.nome) : T.recusarTitulo(aberto.item.nome)}
          texto={aberto.tipo === 'aprovar' ? T.aprovarTexto(formatCrp(aberto.item.crp)) : undefined}
          rotuloMotivo={aberto.tipo === 'aprovar' ? T.motivoAprovacao : T.motivoRecusa}
          rotuloConfirmar={aberto.tipo === 'aprovar' ? T.aprovar : T.recusar}
          cor={aberto.tipo === 'aprovar' ? 'teal' : 'red'}
          validar={motivoDaVerificacao(aberto.tipo, conferidoDe(aberto.item))}
          onConfirmar={async (motivo) => {
            // the decision names the CRP and document this card shows: the api refuses it (409) if they changed
            await decidir.mutateAsync({ item: aberto.item, decisao: aberto.tipo === 'aprovar' ? 'aprovar' : 'recusar', motivo });
            notify({ message: aberto.tipo === 'aprovar' ? T.aprovada : T.recusada, color: 'teal' });
          }}
          onFechar={fechar}
        />
      )}
    </Pagina>
  );
}

function CartaoVerificacao({ item, onAbrir }: { item: ItemVerificacao; onAbrir: (tipo: 'documento' | TipoDecisaoVerificacao) => void }) {
  const conselho = item.conselho ?? conselhoDoCrp(item.crp)?.rotulo ?? '';
  return (
    <Card withBorder radius="md" p="md" component="article" aria-label={item.nome}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {item.nome}
          </Title>
          <Badge variant="light">{ESTADOS.find((e) => e.value === item.estado)?.label ?? item.estado}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {item.email}
        </Text>
        <Text size="sm">
          <strong>{formatCrp(item.crp)}</strong>
          {conselho && ` — ${conselho}`} · {T.cpf}: {item.cpf}
        </Text>
        <Text size="sm">
          {item.enviadoEm && `${T.enviadoEm} ${dataHora(item.enviadoEm)}`}
          {item.decididoEm && ` · ${T.decididoEm} ${dataHora(item.decididoEm)}`}
        </Text>
        {item.motivo && (
          <Text size="sm">
            {TEXTOS.motivo}: {item.motivo}
          </Text>
        )}
        <Group gap="sm" wrap="wrap">
          <Anchor href={item.cadastroCfpUrl || CFP_CADASTRO_URL} target="_blank" rel="noopener noreferrer" size="sm">
            {T.consultarCfp}
          </Anchor>
          {item.documento ? (
            <Button variant="default" size="xs" onClick={() => onAbrir('documento')}>
              {T.verDocumento}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {T.semDocumento}
            </Text>
          )}
          {item.estado === 'em_analise' && (
            <>
              <Button size="xs" color="teal" onClick={() => onAbrir('aprovar')}>
                {T.aprovar}
              </Button>
              <Button size="xs" color="red" variant="light" onClick={() => onAbrir('recusar')}>
                {T.recusar}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
