import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { FileButton } from '@acolhe/shared-ui/mantine-area-privada';
import { LoadState, submitWith } from '@acolhe/shared-ui/area-privada';
import { DOCUMENTO_VERIFICACAO_TIPOS, ESTADO_VERIFICACAO_LABELS, VERIFICACAO_MSG, formatCrp, formatDate, type EstadoVerificacao } from '@acolhe/shared-domain';
import { VERIFICACAO_ANCHOR, VERIFICACAO_TEXTS as T } from './texts';
import { tamanhoDoArquivo } from './verificacaoForm';
import { useVerificacaoCard } from './useVerificacaoCard';

const BADGE_COLOR: Record<EstadoVerificacao, string> = { nao_enviado: 'gray', em_analise: 'yellow', verificado: 'green', recusado: 'red' };

/** Configurações → Perfil: the CRP and the professional ID sent for verification, and its state. */
export function VerificacaoCard({ therapistId }: { therapistId: string }) {
  const card = useVerificacaoCard(therapistId);
  const resetInput = useRef<() => void>(null);
  const v = card.verificacao;
  return (
    <Paper withBorder radius="md" p="lg" component="section" id={VERIFICACAO_ANCHOR} tabIndex={-1} aria-labelledby="verificacao-titulo">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="verificacao-titulo">
            {T.title}
          </Title>
          {v ? (
            <Badge color={BADGE_COLOR[card.estado]} variant="light" size="lg">
              {ESTADO_VERIFICACAO_LABELS[card.estado]}
            </Badge>
          ) : null}
        </Group>
        <LoadState of={card} texts={T} loadingLabel="Carregando verificação" skeletonHeight={120}>
          {card.estado === 'verificado' && v ? (
            <Text fw={600} c="teal.9">
              {T.verificadoEm(formatDate(v.decididoEm))} · {formatCrp(v.crp)}
              {v.conselho ? ` · ${v.conselho}` : ''}
            </Text>
          ) : null}
          {card.estado === 'em_analise' && v ? (
            <Alert color="yellow" variant="light">
              <Stack gap={4}>
                <Text size="sm">{VERIFICACAO_MSG.emAnalise}</Text>
                <Text size="sm">
                  {formatCrp(v.crp)}
                  {v.conselho ? ` · ${v.conselho}` : ''}. {v.enviadoEm ? T.enviadoEm(formatDate(v.enviadoEm)) : ''}
                </Text>
              </Stack>
            </Alert>
          ) : null}
          {card.estado === 'recusado' && v ? (
            <Alert color="red" variant="light" title={T.recusada}>
              <Stack gap="xs" align="flex-start">
                {v.motivo ? (
                  <Text size="sm">
                    {T.motivo}: {v.motivo}
                  </Text>
                ) : null}
                {!card.formAberto ? (
                  <Button size="xs" variant="light" color="red" onClick={card.reenviar}>
                    {T.enviarNovamente}
                  </Button>
                ) : null}
              </Stack>
            </Alert>
          ) : null}
          {card.formAberto ? (
            <form noValidate onSubmit={submitWith(card.submit)}>
              <Stack gap="md">
                {card.estado === 'nao_enviado' ? <Text size="sm">{T.explain}</Text> : null}
                <TextInput
                  label={T.crp}
                  withAsterisk
                  placeholder="06/123456"
                  description={card.crpConselho ?? T.crpHint}
                  value={card.crp}
                  onChange={(e) => card.setCrp(e.currentTarget.value)}
                  error={card.crpErro}
                />
                {card.cpfValido ? (
                  <Text size="sm">{T.cpfUsado}</Text>
                ) : (
                  <Alert color="yellow" variant="light">
                    <Text size="sm">{T.cpfFaltando}</Text>
                    <Anchor component={Link} to={`/usuario/${therapistId}/configuracoes#perfil-cpf`} size="sm">
                      {T.cpfLink}
                    </Anchor>
                  </Alert>
                )}
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="verificacao-documento">
                    {T.documento}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {T.documentoHint}
                  </Text>
                  <Group gap="sm">
                    <FileButton
                      resetRef={resetInput}
                      accept={DOCUMENTO_VERIFICACAO_TIPOS.join(',')}
                      onChange={(file) => {
                        card.escolherDocumento(file);
                        resetInput.current?.();
                      }}
                    >
                      {(props) => (
                        <Button {...props} variant="default" aria-describedby="verificacao-documento">
                          {card.documento ? T.trocarDocumento : T.escolherDocumento}
                        </Button>
                      )}
                    </FileButton>
                    {card.documento ? (
                      <Text size="sm">
                        {card.documento.name} ({tamanhoDoArquivo(card.documento.size)})
                      </Text>
                    ) : null}
                  </Group>
                  {card.errors.documento ? (
                    <Text size="sm" c="red.8" role="alert">
                      {card.errors.documento}
                    </Text>
                  ) : null}
                </Stack>
                {card.errors.geral ? (
                  <Alert color="red" variant="light" role="alert">
                    {card.errors.geral}
                  </Alert>
                ) : null}
                <Group justify="flex-end" gap="sm">
                  {card.estado === 'recusado' ? (
                    <Button variant="default" onClick={card.cancelarReenvio} disabled={card.enviando}>
                      {T.cancelar}
                    </Button>
                  ) : null}
                  <Button type="submit" loading={card.enviando}>
                    {T.enviar}
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : null}
        </LoadState>
      </Stack>
    </Paper>
  );
}
