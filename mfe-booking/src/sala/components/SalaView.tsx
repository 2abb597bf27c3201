import { useEffect, useState } from 'react';
import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { apiErrorMessage } from '@acolhe/shared-auth';
import type { SalaAnswer } from '@acolhe/shared-domain';
import { useSalaInfo } from '../api';
import { TEXTOS_DA_SALA as T } from '../textos';
import { contagemAteAbrir, dataNoBrasil, horaNoBrasil } from '../tempo';
import { useAgora, useSala } from '../useSala';
import { NaSala } from './NaSala';
import { PreEntrada } from './PreEntrada';

/** /sessao/{id}/sala: the api says whether this account may enter and when; then the room. */
export function SalaView({ sessaoId }: { sessaoId: string }) {
  const info = useSalaInfo(sessaoId);
  return (
    <Container size="lg" py="md" px="sm">
      {info.isPending ? (
        <Stack align="center" py="xl"><Loader aria-label={T.carregando} /></Stack>
      ) : info.isError ? (
        <Recusa mensagem={apiErrorMessage(info.error, T.erroGenerico)} />
      ) : info.data.aberta ? (
        <Aberta sala={info.data} />
      ) : (
        <Fechada sala={info.data} aoAbrir={() => void info.refetch()} />
      )}
    </Container>
  );
}

/** A refusal: the api's own pt-BR words, on a page of their own (no camera is ever asked for). */
function Recusa({ mensagem }: { mensagem: string }) {
  return (
    <Stack maw={560} mx="auto" py="xl">
      <Title order={1} size="h2">{T.titulo}</Title>
      <Alert color="red" role="alert">{mensagem}</Alert>
    </Stack>
  );
}

/** Outside the window: when it opens (with a live countdown), or that it closed. */
function Fechada({ sala, aoAbrir }: { sala: SalaAnswer; aoAbrir: () => void }) {
  const agora = useAgora();
  const falta = new Date(sala.abreEm).getTime() - agora.getTime();
  const antes = new Date(sala.fechaEm).getTime() > agora.getTime();
  useEffect(() => {
    if (antes && falta <= 0) aoAbrir();
  }, [antes, falta <= 0]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the countdown reaches zero
  return (
    <Stack maw={560} mx="auto" py="xl">
      <Title order={1} size="h2">{T.sessaoCom(sala.outraParte.nome)}</Title>
      {antes ? (
        <>
          <Text size="lg">
            {dataNoBrasil(sala.abreEm) === dataNoBrasil(agora)
              ? T.abreAs(horaNoBrasil(sala.abreEm))
              : T.abreEm(dataNoBrasil(sala.abreEm), horaNoBrasil(sala.abreEm))}
          </Text>
          <Text role="timer" aria-live="off">{contagemAteAbrir(falta)}</Text>
        </>
      ) : (
        <Alert color="gray">{T.encerrada}</Alert>
      )}
    </Stack>
  );
}

function Aberta({ sala }: { sala: SalaAnswer }) {
  const room = useSala(sala);
  const [midia, setMidia] = useState<MediaStream | null>(null);
  const { fase, motivo } = room.estado;
  if (fase === 'encerrada') {
    return (
      <Stack maw={560} mx="auto" py="xl">
        <Title order={1} size="h2">{T.titulo}</Title>
        <Alert color={motivo ? 'red' : 'gray'} role="alert">{motivo ?? T.saiu}</Alert>
        <Button variant="light" w="fit-content" onClick={() => window.location.reload()}>{T.voltar}</Button>
      </Stack>
    );
  }
  if (fase === 'pre-entrada' || !midia) {
    return (
      <PreEntrada
        sala={sala}
        aoEntrar={(m) => {
          setMidia(m);
          room.entrar(m);
        }}
      />
    );
  }
  return <NaSala sala={sala} room={room} midiaLocal={midia} />;
}
