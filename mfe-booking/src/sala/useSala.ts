// The room after the pre-join check: the controller (WebSocket + peer connection) driving the
// state machine, the other party's stream, mute / camera off, and the quality indicator.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { apiErrorMessage, getRuntimeConfig, httpStatusOf } from '@acolhe/shared-auth';
import { salaWsPath, type SalaAnswer } from '@acolhe/shared-domain';
import { createSalaTicket } from './api';
import { ControladorDaSala, RecusaDaSala } from './controlador';
import { ESTADO_INICIAL, proximoEstado, type EstadoDaSala } from './estado';
import { medidaDe, qualidadeEntre, type Medida, type Qualidade } from './qualidade';
import { urlDoSocket } from './tempo';

const QUALIDADE_A_CADA_MS = 2000;

export interface Sala {
  estado: EstadoDaSala;
  midiaRemota: MediaStream | null;
  qualidade: Qualidade | null;
  microfoneLigado: boolean;
  cameraLigada: boolean;
  entrar: (midiaLocal: MediaStream) => void;
  sair: () => void;
  alternarMicrofone: () => void;
  alternarCamera: () => void;
}

/** POST …/ticket; a 4xx is the api's final word in pt-BR (window closed, not a party). */
async function pedirTicket(sessaoId: string): Promise<string> {
  try {
    return (await createSalaTicket(sessaoId)).ticket;
  } catch (err) {
    const status = httpStatusOf(err);
    if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) {
      throw new RecusaDaSala(apiErrorMessage(err, 'Não foi possível entrar na sala.'));
    }
    throw err;
  }
}

export function useSala(sala: SalaAnswer): Sala {
  const [estado, dispatch] = useReducer(proximoEstado, ESTADO_INICIAL);
  const [midiaRemota, setMidiaRemota] = useState<MediaStream | null>(null);
  const [qualidade, setQualidade] = useState<Qualidade | null>(null);
  const [microfoneLigado, setMicrofoneLigado] = useState(true);
  const [cameraLigada, setCameraLigada] = useState(true);
  const controlador = useRef<ControladorDaSala | null>(null);
  const midiaLocal = useRef<MediaStream | null>(null);

  // leaving the page: the socket closes (the other sees us 'ausente') and the camera light goes off
  useEffect(
    () => () => {
      controlador.current?.encerrar();
      midiaLocal.current?.getTracks().forEach((t) => t.stop());
    },
    [],
  );

  const entrar = useCallback(
    (local: MediaStream) => {
      if (controlador.current) return;
      midiaLocal.current = local;
      const c = new ControladorDaSala({
        papel: sala.papel,
        iceServers: sala.iceServers,
        midiaLocal: local,
        eventos: dispatch,
        midiaRemota: setMidiaRemota,
        pedirTicket: () => pedirTicket(sala.sessaoId),
        urlDoSocket: (ticket) => urlDoSocket(getRuntimeConfig().apiBaseUrl, salaWsPath(sala.sessaoId, ticket), window.location.origin),
      });
      controlador.current = c;
      c.entrar();
    },
    [sala.iceServers, sala.papel, sala.sessaoId],
  );

  const sair = useCallback(() => {
    controlador.current?.sair();
    midiaLocal.current?.getTracks().forEach((t) => t.stop());
  }, []);

  const alternarMicrofone = useCallback(() => {
    setMicrofoneLigado((ligado) => {
      midiaLocal.current?.getAudioTracks().forEach((t) => (t.enabled = !ligado));
      return !ligado;
    });
  }, []);
  const alternarCamera = useCallback(() => {
    setCameraLigada((ligada) => {
      midiaLocal.current?.getVideoTracks().forEach((t) => (t.enabled = !ligada));
      return !ligada;
    });
  }, []);

  const emSessao = estado.fase === 'em-sessao';
  useEffect(() => {
    if (!emSessao) return undefined;
    let anterior: Medida | null = null;
    const timer = setInterval(() => {
      const pc = controlador.current?.conexao();
      if (!pc) return;
      void pc.getStats().then((relatorio) => {
        const atual = medidaDe(relatorio.values() as Iterable<{ type: string }>);
        setQualidade(qualidadeEntre(anterior, atual));
        anterior = atual;
      });
    }, QUALIDADE_A_CADA_MS);
    return () => clearInterval(timer);
  }, [emSessao]);

  // a measure of a past session is not this one's
  return { estado, midiaRemota, qualidade: emSessao ? qualidade : null, microfoneLigado, cameraLigada, entrar, sair, alternarMicrofone, alternarCamera };
}

/** Now, every second (countdowns and time left). */
export function useAgora(): Date {
  const [agora, setAgora] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setAgora(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return agora;
}
