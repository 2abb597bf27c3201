import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Modal, Stack, Tabs, Text } from '@mantine/core';
import { Table } from '@acolhe/shared-ui/mantine-area-privada';
import { notify } from '@acolhe/shared-ui';
import { apiErrorMessage } from '@acolhe/shared-auth';
import { PRONTUARIO_ACAO_LABELS, PRONTUARIO_RETENCAO_ANOS, formatDate, type Prontuario } from '@acolhe/shared-domain';
import { downloadProntuarioPdf, useProntuario, useReleaseCopy } from '../api';
import { CabecalhoForm } from './CabecalhoForm';
import { NovoRegistro } from './NovoRegistro';
import { RegistroItem } from './RegistroItem';
import { PRONTUARIO_TEXTS as T, dateTime } from './texts';

/** One client's record: entries, identification and demand, accesses and copy requests. */
export function ProntuarioDialog({ clienteId, nome, onClose }: { clienteId: string | null; nome: string; onClose: () => void }) {
  return (
    <Modal.Root opened={clienteId !== null} onClose={onClose} size="xl" centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={600}>Prontuário — {nome}</Modal.Title>
          <Modal.CloseButton aria-label="Fechar" />
        </Modal.Header>
        <Modal.Body>{clienteId && <ProntuarioBody clienteId={clienteId} />}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function ProntuarioBody({ clienteId }: { clienteId: string }) {
  const query = useProntuario(clienteId);
  const [exporting, setExporting] = useState(false);
  if (query.isPending) return <Loader size="sm" aria-label="Carregando prontuário" />;
  if (query.isError || !query.data) {
    return (
      <Alert color="red" role="alert" title={T.recordError}>
        {apiErrorMessage(query.error, T.recordError)}
      </Alert>
    );
  }
  const p = query.data;
  const exportPdf = async () => {
    setExporting(true);
    try {
      await downloadProntuarioPdf(clienteId);
      void query.refetch(); // the export is in 'Acessos' now
    } catch (err) {
      notify({ color: 'red', title: T.exportFailed, message: apiErrorMessage(err, T.exportFailed) });
    } finally {
      setExporting(false);
    }
  };
  const pending = p.pedidosCopia.filter((c) => c.estado === 'solicitada').length;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {p.guardarAte ? T.guardadoAte(formatDate(p.guardarAte), PRONTUARIO_RETENCAO_ANOS) : T.guardadoPor(PRONTUARIO_RETENCAO_ANOS)}
        </Text>
        <Button variant="light" onClick={() => void exportPdf()} loading={exporting}>
          Exportar PDF
        </Button>
      </Group>
      {p.pseudonimizado && (
        <Alert color="gray" variant="light">
          {T.pseudonimizado}
        </Alert>
      )}
      <Tabs defaultValue="registros" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="registros">Registros ({p.registros.length})</Tabs.Tab>
          <Tabs.Tab value="identificacao">Identificação e demanda</Tabs.Tab>
          <Tabs.Tab value="acessos">Acessos</Tabs.Tab>
          <Tabs.Tab value="copias" rightSection={pending > 0 ? <Badge size="xs" color="orange">{pending}</Badge> : null}>
            Cópias
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="registros" pt="md">
          <Stack gap="md">
            <NovoRegistro prontuario={p} />
            {p.registros.length === 0 ? (
              <Text c="dimmed">Nenhum registro ainda.</Text>
            ) : (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {p.registros.map((r) => (
                  <RegistroItem key={`${r.id}:${r.versaoAtual}`} clienteId={clienteId} registro={r} />
                ))}
              </Stack>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="identificacao" pt="md">
          <CabecalhoForm key={p.identificacao.nome + p.demanda} prontuario={p} />
        </Tabs.Panel>
        <Tabs.Panel value="acessos" pt="md">
          <Acessos prontuario={p} />
        </Tabs.Panel>
        <Tabs.Panel value="copias" pt="md">
          <Copias prontuario={p} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function Acessos({ prontuario }: { prontuario: Prontuario }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped aria-label="Acessos ao prontuário">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Quem</Table.Th>
            <Table.Th>O quê</Table.Th>
            <Table.Th>Quando</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prontuario.acessos.map((a, i) => (
            <Table.Tr key={`${a.em}:${i}`}>
              <Table.Td>{a.quem}</Table.Td>
              <Table.Td>{PRONTUARIO_ACAO_LABELS[a.acao]}</Table.Td>
              <Table.Td>{dateTime(a.em)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Copias({ prontuario }: { prontuario: Prontuario }) {
  const release = useReleaseCopy(prontuario.clienteId);
  if (prontuario.pedidosCopia.length === 0) {
    return <Text c="dimmed">O cliente não pediu cópia do prontuário. Quando pedir (a Resolução CFP 01/2009 garante esse direito), o pedido aparece aqui.</Text>;
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {prontuario.pedidosCopia.map((c) => (
        <Group component="li" key={c.id} justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm">
            Pedido em {dateTime(c.solicitadaEm)} — {c.estado === 'liberada' && c.liberadaEm ? `liberada em ${dateTime(c.liberadaEm)}` : 'aguardando você'}
          </Text>
          {c.estado === 'solicitada' && (
            <Button
              size="xs"
              loading={release.isPending}
              onClick={() =>
                release.mutate(c.id, {
                  onSuccess: () => notify({ color: 'teal', title: T.released, message: 'A cópia contém os registros até agora.' }),
                  onError: (err) => notify({ color: 'red', title: T.saveFailed, message: apiErrorMessage(err, T.saveFailed) }),
                })
              }
            >
              Liberar cópia
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
