// Perfect negotiation (MDN, "Establishing a connection: The WebRTC perfect negotiation pattern")
// over the room's oferta/resposta/candidato messages. The CLIENT (impolite) makes the first offer
// as soon as its tracks are added; the THERAPIST (polite) adds its tracks too but waits for that
// offer and answers it. Why not let both offer at once and resolve the glare: after that rollback,
// under CPU load, Chromium's answering side was seen to gather no ICE candidate at all (ICE 'new'
// forever; the room's CI suites failed about one run in three), which a single first offerer
// avoids. After the first exchange either side may offer (a renegotiation), and a glare is still
// resolved the MDN way: the polite side rolls its offer back. The choice of roles is arbitrary
// but must differ; the api gives each socket its role.
import type { PapelNaSala, SinalDoCliente } from '@acolhe/shared-domain';

/** What this pattern exchanges (a restart, `reiniciar`, is the controller's: it replaces the connection). */
export type SinalRecebido = Exclude<SinalDoCliente, { tipo: 'reiniciar' }>;

export const ehEducado = (papel: PapelNaSala): boolean => papel === 'terapeuta';

export interface Negociacao {
  receber(sinal: SinalRecebido): Promise<void>;
}

/** Wires `pc`'s negotiation to `enviar` and returns how to feed it the other side's signals. */
export function negociar(pc: RTCPeerConnection, educado: boolean, enviar: (sinal: SinalRecebido) => void): Negociacao {
  let fazendoOferta = false;
  let ignorarOferta = false;
  let respostaPendente = false;

  const enviarDescricao = () => {
    const local = pc.localDescription;
    if (!local?.sdp) return;
    enviar(local.type === 'offer' ? { tipo: 'oferta', sdp: local.sdp } : { tipo: 'resposta', sdp: local.sdp });
  };

  pc.onnegotiationneeded = async () => {
    // the first offer is the impolite side's (above); once answered, the browser fires this again
    // if our side still needs a negotiation
    if (educado && !pc.remoteDescription) return;
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
