import { Link } from 'react-router-dom';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { ESTADO_VERIFICACAO_LABELS } from '@acolhe/shared-domain';
import { useVerificacao } from '../api';
import { VERIFICACAO_ANCHOR, VERIFICACAO_TEXTS as T } from './texts';

/** The area's reminder while the CRP is not verified: the profile stays off the searches until then. */
export function VerificacaoBanner({ therapistId }: { therapistId: string }) {
  const verificacao = useVerificacao(therapistId);
  if (!verificacao.data || verificacao.data.estado === 'verificado') return null;
  const estado = verificacao.data.estado;
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
