// 'Entrar na sala' on both dashboards (the client's upcoming sessions, the therapist's agenda):
// only while the session's room is open (shared-domain's entradaNaSala), re-checked every 30 s so
// it appears when the window opens without a reload.
import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { entradaNaSala, type SessaoComSala } from '@acolhe/shared-domain';

export const ENTRAR_NA_SALA = 'Entrar na sala';

function useAgoraACada(ms: number): Date {
  const [agora, setAgora] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setAgora(new Date()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return agora;
}

export function EntrarNaSala({ sessao, size = 'xs' }: { sessao: SessaoComSala; size?: 'xs' | 'sm' }) {
  const entrada = entradaNaSala(sessao, useAgoraACada(30_000));
  if (!entrada) return null;
  return entrada.interna ? (
    <Button component={Link} to={entrada.caminho} size={size} color="teal" w="fit-content">
      {ENTRAR_NA_SALA}
    </Button>
  ) : (
    <Button component="a" href={entrada.href} target="_blank" rel="noopener noreferrer" size={size} color="teal" w="fit-content">
      {ENTRAR_NA_SALA}
    </Button>
  );
}
