import { useState } from 'react';
import { Alert, Badge, Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SalaAnswer } from '@acolhe/shared-domain';
import { TEXTOS_DA_SALA as T } from '../textos';
import { duracao, horaNoBrasil } from '../tempo';
import type { Sala } from '../useSala';
import { useAgora } from '../useSala';
import { Video } from './Video';

const COR_DA_QUALIDADE = { Boa: 'green', Instável: 'yellow', Ruim: 'red' } as const;

/** Waiting, connecting and the session itself: the other's video large, one's own small, controls. */
export function NaSala({ sala, room, midiaLocal }: { sala: SalaAnswer; room: Sala; midiaLocal: MediaStream }) {
  const agora = useAgora();
  const [confirmarSaida, setConfirmarSaida] = useState(false);
  const { fase, encerraEm } = room.estado;
  const nome = sala.outraParte.nome;
  const status =
    fase === 'aguardando' ? T.aguardando(nome) : fase === 'conectando' ? T.conectando(nome) : fase === 'reconectando' ? T.reconectando : null;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{T.sessaoCom(nome)}</Text>
        <Group gap="xs">
          <Text size="sm">{T.tempoRestante(duracao(new Date(sala.fim).getTime() - agora.getTime()))}</Text>
          {room.qualidade && (
            <Badge color={COR_DA_QUALIDADE[room.qualidade]} variant="light">{`${T.qualidade}: ${room.qualidade}`}</Badge>
          )}
        </Group>
      </Group>
      {encerraEm && <Alert color="yellow" role="status">{T.aviso(horaNoBrasil(encerraEm))}</Alert>}
      <Box pos="relative" style={{ aspectRatio: '4 / 3', maxHeight: '70vh', width: '100%', background: '#1d2a2a', borderRadius: 8 }}>
        {room.midiaRemota && fase === 'em-sessao' ? (
          <Video stream={room.midiaRemota} mudo={false} rotulo={T.imagemDe(nome)} inteira />
        ) : (
          <Stack h="100%" justify="center" align="center" p="md">
            <Text c="white" ta="center" role="status">{status}</Text>
          </Stack>
        )}
        <Box pos="absolute" right={8} bottom={8} w={{ base: 96, sm: 200 }} style={{ aspectRatio: '4 / 3' }}>
          <Video stream={midiaLocal} mudo rotulo={T.suaImagem} />
        </Box>
      </Box>
      <Group justify="center" gap="sm" wrap="wrap">
        <Button variant={room.microfoneLigado ? 'light' : 'filled'} onClick={room.alternarMicrofone} aria-pressed={!room.microfoneLigado}>
          {room.microfoneLigado ? T.desligarMicrofone : T.ligarMicrofone}
        </Button>
        <Button variant={room.cameraLigada ? 'light' : 'filled'} onClick={room.alternarCamera} aria-pressed={!room.cameraLigada}>
          {room.cameraLigada ? T.desligarCamera : T.ligarCamera}
        </Button>
        <Button color="red" onClick={() => setConfirmarSaida(true)}>{T.sair}</Button>
      </Group>
      <Modal opened={confirmarSaida} onClose={() => setConfirmarSaida(false)} title={T.sair} centered>
        <Stack>
          <Text>{T.sairPergunta}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmarSaida(false)}>{T.sairCancelar}</Button>
            <Button color="red" onClick={() => { setConfirmarSaida(false); room.sair(); }}>{T.sairConfirmar}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
