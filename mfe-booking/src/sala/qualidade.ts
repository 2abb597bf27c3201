// The connection-quality indicator: round-trip time and packets lost from getStats → a pt-BR word.

export type Qualidade = 'Boa' | 'Instável' | 'Ruim';

export interface Medida {
  /** seconds (RTCIceCandidatePairStats.currentRoundTripTime); null when unknown */
  rttSegundos: number | null;
  /** cumulative inbound packets received / lost (all inbound-rtp reports summed) */
  pacotesRecebidos: number;
  pacotesPerdidos: number;
}

/** Thresholds of what people feel in a conversation (ITU-T G.114: above 400 ms round trip talk
 * overlaps; a few % loss freezes video). */
const RTT_INSTAVEL_S = 0.3;
const RTT_RUIM_S = 0.6;
const PERDA_INSTAVEL = 0.02;
const PERDA_RUIM = 0.08;

/** The quality between two measures (loss counted over the interval, not since the start). */
export function qualidadeEntre(anterior: Medida | null, atual: Medida): Qualidade {
  const recebidos = atual.pacotesRecebidos - (anterior?.pacotesRecebidos ?? 0);
  const perdidos = atual.pacotesPerdidos - (anterior?.pacotesPerdidos ?? 0);
  const total = recebidos + perdidos;
  const perda = total > 0 ? Math.max(0, perdidos) / total : 0;
  const rtt = atual.rttSegundos ?? 0;
  if (rtt >= RTT_RUIM_S || perda >= PERDA_RUIM) return 'Ruim';
  if (rtt >= RTT_INSTAVEL_S || perda >= PERDA_INSTAVEL) return 'Instável';
  return 'Boa';
}

interface StatLike {
  type: string;
  kind?: string;
  state?: string;
  nominated?: boolean;
  selected?: boolean;
  currentRoundTripTime?: number;
  packetsReceived?: number;
  packetsLost?: number;
}

/** A measure from an RTCStatsReport (or any iterable of its values). */
export function medidaDe(relatorio: Iterable<StatLike>): Medida {
  let rtt: number | null = null;
  let recebidos = 0;
  let perdidos = 0;
  for (const s of relatorio) {
    if (s.type === 'candidate-pair' && s.state === 'succeeded' && (s.nominated || s.selected) && typeof s.currentRoundTripTime === 'number') {
      rtt = s.currentRoundTripTime;
    }
    if (s.type === 'inbound-rtp') {
      recebidos += s.packetsReceived ?? 0;
      perdidos += s.packetsLost ?? 0;
    }
  }
  return { rttSegundos: rtt, pacotesRecebidos: recebidos, pacotesPerdidos: perdidos };
}
