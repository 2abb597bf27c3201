import { useState } from 'react';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadFailedAlert } from '@acolhe/shared-ui/area-privada';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatDate } from '@acolhe/shared-domain';
import { useProntuarios } from '../api';
import { ProntuarioDialog } from './ProntuarioDialog';
import { PRONTUARIO_TEXTS as T, clienteOfHash } from './texts';

/** 'Prontuários' in the therapist's area: the clients they have seen; each opens its record
 * (also reached by the hash #prontuario-{clienteId}, as the appointment dialog links it). */
export function ProntuarioSection() {
  const list = useProntuarios();
  const location = useLocation();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<{ clienteId: string; nome: string } | null>(null);
  // a record named in the hash opens once the list knows its client; closing it clears the hash
  const fromHash = clienteOfHash(location.hash);
  const hashed = fromHash ? list.data?.find((c) => c.clienteId === fromHash) : undefined;
  const open = chosen ?? (hashed ? { clienteId: hashed.clienteId, nome: hashed.nome } : null);
  const close = () => {
    setChosen(null);
    if (fromHash) void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="prontuarios-titulo" id="prontuarios">
      <Stack gap="sm">
        <Title order={2} size="h3" id="prontuarios-titulo">
          {T.title}
        </Title>
        <Text size="sm" c="dimmed">
          {T.intro}
        </Text>
        {list.isPending && <Skeleton height={48} aria-label="Carregando prontuários" />}
        {list.isError && (
          <LoadFailedAlert title={T.loadError} onRetry={() => void list.refetch()} />
        )}
        {list.data && list.data.length === 0 && <Text>{T.empty}</Text>}
        {list.data && list.data.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.map((c) => (
              <Group component="li" key={c.clienteId} justify="space-between" wrap="wrap" gap="xs" py={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
                <Stack gap={0} miw={0}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {c.nome}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {c.ultimaSessao ? `Última sessão em ${formatDate(c.ultimaSessao)}` : T.semSessaoRealizada} · {c.registros}{' '}
                    {c.registros === 1 ? 'registro' : 'registros'}
                  </Text>
                </Stack>
                <Group gap="xs">
                  {c.copiaPendente && (
                    <Badge color="orange" variant="light">
                      Cópia solicitada
                    </Badge>
                  )}
                  <Button size="xs" variant="light" aria-label={`Abrir prontuário de ${c.nome}`} onClick={() => setChosen({ clienteId: c.clienteId, nome: c.nome })}>
                    Abrir prontuário
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <ProntuarioDialog clienteId={open?.clienteId ?? null} nome={open?.nome ?? ''} onClose={close} />
    </Paper>
  );
}
