import { medidaDe, qualidadeEntre } from './qualidade';

const m = (rttSegundos: number | null, pacotesRecebidos = 1000, pacotesPerdidos = 0) => ({ rttSegundos, pacotesRecebidos, pacotesPerdidos });

describe('connection quality', () => {
  it('low round trip and no loss → Boa', () => {
    expect(qualidadeEntre(null, m(0.05))).toBe('Boa');
    expect(qualidadeEntre(null, m(null))).toBe('Boa');
  });
  it('round trip: ≥ 300 ms Instável, ≥ 600 ms Ruim', () => {
    expect(qualidadeEntre(null, m(0.299))).toBe('Boa');
    expect(qualidadeEntre(null, m(0.3))).toBe('Instável');
    expect(qualidadeEntre(null, m(0.6))).toBe('Ruim');
  });
  it('loss over the interval: ≥ 2 % Instável, ≥ 8 % Ruim', () => {
    expect(qualidadeEntre(null, m(0.05, 980, 20))).toBe('Instável');
    expect(qualidadeEntre(null, m(0.05, 920, 80))).toBe('Ruim');
    expect(qualidadeEntre(null, m(0.05, 990, 10))).toBe('Boa');
  });
  it('counts the loss of the last interval, not since the start', () => {
    // 100 lost long ago, none in the last 1000 packets
    expect(qualidadeEntre(m(0.05, 1000, 100), m(0.05, 2000, 100))).toBe('Boa');
    // none before, 100 of the last 1000 now
    expect(qualidadeEntre(m(0.05, 1000, 0), m(0.05, 1900, 100))).toBe('Ruim');
  });
  it('reads the selected pair and every inbound-rtp of a stats report', () => {
    const report = [
      { type: 'candidate-pair', state: 'succeeded', nominated: true, currentRoundTripTime: 0.42 },
      { type: 'candidate-pair', state: 'failed', nominated: false, currentRoundTripTime: 3 },
      { type: 'inbound-rtp', kind: 'video', packetsReceived: 500, packetsLost: 5 },
      { type: 'inbound-rtp', kind: 'audio', packetsReceived: 300, packetsLost: 1 },
      { type: 'outbound-rtp', kind: 'video' },
    ];
    expect(medidaDe(report)).toEqual({ rttSegundos: 0.42, pacotesRecebidos: 800, pacotesPerdidos: 6 });
    expect(medidaDe([])).toEqual({ rttSegundos: null, pacotesRecebidos: 0, pacotesPerdidos: 0 });
  });
});
