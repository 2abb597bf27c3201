import { Link } from 'react-router-dom';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { ESTADO_VERIFICACAO_LABELS, MODERACAO_MSG, SUPORTE_EMAIL } from '@acolhe/shared-domain';
import { useVerificacao } from '../api';
import { VERIFICACAO_ANCHOR, VERIFICACAO_TEXTS as T } from './texts';

/** The area's reminder: a suspension first (what it means, the operator's reason, where to ask —
 * issue 44: it said only 'Verificação: Recusada'); otherwise, while the CRP is not verified, that the
 * profile stays off the searches until then. */
export function VerificacaoBanner({ therapistId }: { therapistId: string }) {
  const verificacao = useVerificacao(therapistId);
  if (!verificacao.data) return null;
  const { estado, suspensao } = verificacao.data;
  if (suspensao) {
    return (
      <Alert color="red" variant="light" title={MODERACAO_MSG.perfilSuspenso} role="alert">
        <Stack gap={4} align="flex-start">
          <Text size="sm">{MODERACAO_MSG.perfilSuspensoEfeito}</Text>
          {suspensao.motivo && (
            <Text size="sm">
              {T.motivoSuspensao}: {suspensao.motivo}
            </Text>
          )}
          <Text size="sm">{MODERACAO_MSG.contatoSuporte}</Text>
          <Anchor href={`mailto:${SUPORTE_EMAIL}?subject=${encodeURIComponent(MODERACAO_MSG.perfilSuspenso)}`} size="sm">
            {T.escreverSuporte}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  if (estado === 'verificado') return null;
  return (
    <Alert color={estado === 'recusado' ? 'red' : 'yellow'} variant="light" title={T.banner}>
      <Stack gap={4} align="flex-start">
        <Text size="sm">
          {T.title}: {ESTADO_VERIFICACAO_LABELS[estado]}.
        </Text>
        <Anchor component={Link} to={`/usuario/${therapistId}/configuracoes#${VERIFICACAO_ANCHOR}`} size="sm">
          {T.bannerLink}
        </Anchor>
      </Stack>
    </Alert>
  );
}
