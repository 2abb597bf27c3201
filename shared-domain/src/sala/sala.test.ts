import {
  SALA_CLOSE,
  SALA_CLOSE_REASON,
  SALA_MENSAGEM_MAX_BYTES,
  avisoDeEncerramentoEm,
  estadoDaSala,
  janelaDaSala,
  lerMensagemDoCliente,
  salaAberta,
  salaPagePath,
  salaWsPath,
} from './index';

const inicio = new Date('2026-12-01T22:00:00.000Z'); // 19:00 in São Paulo
const fim = new Date('2026-12-01T22:50:00.000Z');

describe('janelaDaSala / salaAberta', () => {
  const janela = janelaDaSala(inicio, fim);
  it('opens 10 minutes before the start and closes 15 minutes after the end', () => {
    expect(janela.abreEm.toISOString()).toBe('2026-12-01T21:50:00.000Z');
    expect(janela.fechaEm.toISOString()).toBe('2026-12-01T23:05:00.000Z');
  });
  it('is closed one millisecond before it opens, open at the opening, open until the last millisecond', () => {
    expect(salaAberta(new Date('2026-12-01T21:49:59.999Z'), janela)).toBe(false);
    expect(salaAberta(new Date('2026-12-01T21:50:00.000Z'), janela)).toBe(true);
    expect(salaAberta(new Date('2026-12-01T22:30:00.000Z'), janela)).toBe(true);
    expect(salaAberta(new Date('2026-12-01T23:04:59.999Z'), janela)).toBe(true);
    expect(salaAberta(new Date('2026-12-01T23:05:00.000Z'), janela)).toBe(false);
  });
  it('says before / open / closed', () => {
    expect(estadoDaSala(new Date('2026-12-01T21:00:00Z'), janela)).toBe('antes');
    expect(estadoDaSala(new Date('2026-12-01T22:00:00Z'), janela)).toBe('aberta');
    expect(estadoDaSala(new Date('2026-12-01T23:05:00Z'), janela)).toBe('encerrada');
  });
  it('warns 5 minutes before the close', () => {
    expect(avisoDeEncerramentoEm(janela).toISOString()).toBe('2026-12-01T23:00:00.000Z');
  });
});

describe('lerMensagemDoCliente', () => {
  it('accepts every client message of the protocol', () => {
    for (const m of [
      { tipo: 'entrar' },
      { tipo: 'oferta', sdp: 'v=0\r\n' },
      { tipo: 'resposta', sdp: 'v=0\r\n' },
      { tipo: 'candidato', candidato: { candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host', sdpMid: '0', sdpMLineIndex: 0 } },
      { tipo: 'candidato', candidato: { candidate: '', sdpMid: null, sdpMLineIndex: null } },
      { tipo: 'oferta', sdp: 'v=0\r\n', geracao: 2 },
      { tipo: 'candidato', candidato: { candidate: '', sdpMid: '0' }, geracao: 2 },
      { tipo: 'reiniciar', geracao: 1 },
      { tipo: 'sair' },
    ]) {
      expect(lerMensagemDoCliente(JSON.stringify(m))).toEqual({ ok: true, mensagem: m });
    }
  });
  it('refuses non-JSON, unknown tipo, extra fields and server-only messages with 4400', () => {
    for (const t of ['not json', '[]', 'null', '{"tipo":"hack"}', '{"tipo":"entrar","sessaoId":"x"}',
      '{"tipo":"oferta"}', '{"tipo":"presenca","outraParte":"presente"}', '{"tipo":"oferta","sdp":"x","de":"terapeuta"}',
      // a restart names the generation it starts: a whole number, small, and nothing else
      '{"tipo":"reiniciar"}', '{"tipo":"reiniciar","geracao":-1}', '{"tipo":"reiniciar","geracao":1.5}', '{"tipo":"reiniciar","geracao":"2"}',
      '{"tipo":"reiniciar","geracao":1000001}', '{"tipo":"reiniciar","geracao":1,"sdp":"v=0"}', '{"tipo":"oferta","sdp":"x","geracao":-2}']) {
      expect(lerMensagemDoCliente(t)).toEqual({ ok: false, code: 4400 });
    }
  });
  it('refuses a message over 64 KB with 4413, counting UTF-8 bytes', () => {
    const grande = JSON.stringify({ tipo: 'oferta', sdp: 'a'.repeat(SALA_MENSAGEM_MAX_BYTES) });
    expect(lerMensagemDoCliente(grande)).toEqual({ ok: false, code: 4413 });
    // 30 000 'é' are 30 000 UTF-16 units but 60 000 bytes (+ the envelope): under the limit
    const acentos = JSON.stringify({ tipo: 'oferta', sdp: 'é'.repeat(30_000) });
    expect(lerMensagemDoCliente(acentos).ok).toBe(true);
    const acentosDemais = JSON.stringify({ tipo: 'oferta', sdp: 'é'.repeat(33_000) });
    expect(lerMensagemDoCliente(acentosDemais)).toEqual({ ok: false, code: 4413 });
  });
});

describe('close codes and paths', () => {
  it('has a pt-BR reason within the 123-byte close limit for every code', () => {
    for (const code of Object.values(SALA_CLOSE)) {
      const reason = SALA_CLOSE_REASON[code];
      expect(reason.length).toBeGreaterThan(0);
      expect(Buffer.byteLength(reason, 'utf8')).toBeLessThanOrEqual(123);
    }
  });
  it('builds the page and socket paths', () => {
    expect(salaPagePath('abc')).toBe('/sessao/abc/sala');
    expect(salaWsPath('abc', 'a+b/c')).toBe('/sessoes/abc/sala/ws?ticket=a%2Bb%2Fc');
  });
});
