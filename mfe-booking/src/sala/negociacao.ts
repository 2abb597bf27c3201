// Perfect negotiation (MDN, "Establishing a connection: The WebRTC perfect negotiation pattern")
// over the room's oferta/resposta/candidato messages. Both sides add their tracks and offer when
// the browser asks (negotiationneeded), so neither waits for the other; when both offer at once
// (glare) the POLITE side rolls its own offer back and answers. The THERAPIST is polite: the
// choice is arbitrary but must differ between the two, and the api gives each socket its role.
import type { PapelNaSala, SinalDoCliente } from '@acolhe/shared-domain';

export type SinalRecebido = SinalDoCliente;

export const ehEducado = (papel: PapelNaSala): boolean => papel === 'terapeuta';

export interface Negociacao {
  receber(sinal: SinalRecebido): Promise<void>;
}

/** Wires `pc`'s negotiation to `enviar` and returns how to feed it the other side's signals. */
export function negociar(pc: RTCPeerConnection, educado: boolean, enviar: (sinal: SinalDoCliente) => void): Negociacao {
  let fazendoOferta = false;
  let ignorarOferta = false;
  let respostaPendente = false;

  const enviarDescricao = () => {
    const local = pc.localDescription;
    if (!local?.sdp) return;
    enviar(local.type === 'offer' ? { tipo: 'oferta', sdp: local.sdp } : { tipo: 'resposta', sdp: local.sdp });
  };

  pc.onnegotiationneeded = async () => {
    try {
      fazendoOferta = true;
      await pc.setLocalDescription();
      enviarDescricao();
    } catch {
      // a closed connection or a rollback in between: the next negotiationneeded retries
    } finally {
      fazendoOferta = false;
    }
  };
  pc.onicecandidate = ({ candidate }) => {
    // null marks the end of this generation's candidates: nothing to relay
    if (!candidate?.candidate) return;
    const { sdpMid, sdpMLineIndex, usernameFragment } = candidate;
    enviar({ tipo: 'candidato', candidato: { candidate: candidate.candidate, sdpMid, sdpMLineIndex, usernameFragment } });
  };

  return {
    async receber(sinal) {
      if (sinal.tipo === 'candidato') {
        try {
          await pc.addIceCandidate(sinal.candidato);
        } catch (err) {
          if (!ignorarOferta) throw err;
        }
        return;
      }
      const tipo = sinal.tipo === 'oferta' ? 'offer' : 'answer';
      // An offer can be taken when we are stable, or are only waiting to apply our own answer.
      const prontoParaOferta = !fazendoOferta && (pc.signalingState === 'stable' || respostaPendente);
      const colisao = tipo === 'offer' && !prontoParaOferta;
      ignorarOferta = !educado && colisao;
      if (ignorarOferta) return;
      respostaPendente = tipo === 'answer';
      await pc.setRemoteDescription({ type: tipo, sdp: sinal.sdp }); // rolls our offer back when polite
      respostaPendente = false;
      if (tipo === 'offer') {
        await pc.setLocalDescription();
        enviarDescricao();
      }
    },
  };
}
