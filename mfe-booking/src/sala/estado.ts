// The room's state machine (pure): pre-entrada → aguardando → conectando → em-sessao → encerrada,
// with 'reconectando' when the socket or the peer connection drops. The hook (useSala) feeds it
// events from the WebSocket and the RTCPeerConnection; the page renders the state.

export type FaseDaSala = 'pre-entrada' | 'aguardando' | 'conectando' | 'em-sessao' | 'reconectando' | 'encerrada';

export interface EstadoDaSala {
  fase: FaseDaSala;
  /** the other party is in the room (the api's `presenca`) */
  outraParte: 'presente' | 'ausente';
  /** ISO instant the room closes, once the api warned (`encerramento`) */
  encerraEm: string | null;
  /** why the room ended (pt-BR), when it did not end by leaving */
  motivo: string | null;
}

export type EventoDaSala =
  | { tipo: 'entrou' }
  | { tipo: 'presenca'; outraParte: 'presente' | 'ausente' }
  | { tipo: 'midia-conectada' }
  | { tipo: 'midia-caiu' }
  | { tipo: 'socket-caiu' }
  | { tipo: 'socket-voltou' }
  | { tipo: 'encerramento'; em: string }
  | { tipo: 'saiu' }
  | { tipo: 'recusada'; motivo: string };

export const ESTADO_INICIAL: EstadoDaSala = { fase: 'pre-entrada', outraParte: 'ausente', encerraEm: null, motivo: null };

/** Where the room is once the socket is (back) in: waiting alone, or connecting to the other. */
const semMidia = (outraParte: EstadoDaSala['outraParte']): FaseDaSala => (outraParte === 'presente' ? 'conectando' : 'aguardando');

export function proximoEstado(estado: EstadoDaSala, evento: EventoDaSala): EstadoDaSala {
  if (estado.fase === 'encerrada') return estado; // nothing brings an ended room back: the page reloads it
  switch (evento.tipo) {
    case 'entrou':
      return estado.fase === 'pre-entrada' ? { ...estado, fase: semMidia(estado.outraParte) } : estado;
    case 'presenca': {
      const next = { ...estado, outraParte: evento.outraParte };
      if (estado.fase === 'pre-entrada' || estado.fase === 'reconectando') return next;
      // the other left: back to waiting for them; the other came: connect
      return { ...next, fase: semMidia(evento.outraParte) };
    }
    case 'midia-conectada':
      return estado.fase === 'pre-entrada' ? estado : { ...estado, fase: 'em-sessao' };
    case 'midia-caiu':
      return estado.fase === 'em-sessao' ? { ...estado, fase: 'reconectando' } : estado;
    case 'socket-caiu':
      return estado.fase === 'pre-entrada' ? estado : { ...estado, fase: 'reconectando' };
    case 'socket-voltou':
      // the media's own state comes next (midia-conectada when the peer connection is, or stays, up)
      return estado.fase === 'reconectando' ? { ...estado, fase: semMidia(estado.outraParte) } : estado;
    case 'encerramento':
      return { ...estado, encerraEm: evento.em };
    case 'saiu':
      return { ...estado, fase: 'encerrada', motivo: null };
    case 'recusada':
      return { ...estado, fase: 'encerrada', motivo: evento.motivo };
  }
}
