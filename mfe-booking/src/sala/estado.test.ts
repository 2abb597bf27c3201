import { ESTADO_INICIAL, proximoEstado, type EstadoDaSala, type EventoDaSala } from './estado';

const run = (...eventos: EventoDaSala[]): EstadoDaSala => eventos.reduce(proximoEstado, ESTADO_INICIAL);

describe('the room state machine', () => {
  it('starts at the pre-join check', () => {
    expect(ESTADO_INICIAL.fase).toBe('pre-entrada');
  });
  it('entering alone waits for the other party; their arrival connects; media makes it a session', () => {
    expect(run({ tipo: 'entrou' }).fase).toBe('aguardando');
    expect(run({ tipo: 'entrou' }, { tipo: 'presenca', outraParte: 'presente' }).fase).toBe('conectando');
    expect(run({ tipo: 'entrou' }, { tipo: 'presenca', outraParte: 'presente' }, { tipo: 'midia-conectada' }).fase).toBe('em-sessao');
  });
  it('the other already there when entering → connecting at once', () => {
    expect(run({ tipo: 'presenca', outraParte: 'presente' }, { tipo: 'entrou' }).fase).toBe('conectando');
  });
  it('the other leaving mid-session → waiting again', () => {
    const s = run({ tipo: 'entrou' }, { tipo: 'presenca', outraParte: 'presente' }, { tipo: 'midia-conectada' }, { tipo: 'presenca', outraParte: 'ausente' });
    expect(s.fase).toBe('aguardando');
  });
  it('media or socket dropping → reconectando; the socket back → connecting (or waiting when alone)', () => {
    const emSessao = run({ tipo: 'entrou' }, { tipo: 'presenca', outraParte: 'presente' }, { tipo: 'midia-conectada' });
    expect(proximoEstado(emSessao, { tipo: 'midia-caiu' }).fase).toBe('reconectando');
    expect(proximoEstado(emSessao, { tipo: 'midia-caiu' })).toMatchObject({ outraParte: 'presente' });
    const caiu = proximoEstado(emSessao, { tipo: 'socket-caiu' });
    expect(caiu.fase).toBe('reconectando');
    expect(proximoEstado(caiu, { tipo: 'socket-voltou' }).fase).toBe('conectando');
    expect(proximoEstado(proximoEstado(caiu, { tipo: 'presenca', outraParte: 'ausente' }), { tipo: 'socket-voltou' }).fase).toBe('aguardando');
    expect(proximoEstado(caiu, { tipo: 'midia-conectada' }).fase).toBe('em-sessao');
  });
  it('presence while reconnecting is remembered, not acted on', () => {
    const s = run({ tipo: 'entrou' }, { tipo: 'socket-caiu' }, { tipo: 'presenca', outraParte: 'presente' });
    expect(s).toMatchObject({ fase: 'reconectando', outraParte: 'presente' });
  });
  it('keeps the closing warning', () => {
    expect(run({ tipo: 'entrou' }, { tipo: 'encerramento', em: '2026-11-20T13:15:00.000Z' }).encerraEm).toBe('2026-11-20T13:15:00.000Z');
  });
  it('leaving or a refusal ends the room for good', () => {
    expect(run({ tipo: 'entrou' }, { tipo: 'saiu' })).toMatchObject({ fase: 'encerrada', motivo: null });
    const recusada = run({ tipo: 'entrou' }, { tipo: 'recusada', motivo: 'A sala está fechada.' });
    expect(recusada).toMatchObject({ fase: 'encerrada', motivo: 'A sala está fechada.' });
    expect(proximoEstado(recusada, { tipo: 'socket-voltou' })).toBe(recusada);
    expect(proximoEstado(recusada, { tipo: 'presenca', outraParte: 'presente' })).toBe(recusada);
  });
  it('nothing but entering leaves the pre-join check', () => {
    expect(run({ tipo: 'midia-conectada' }).fase).toBe('pre-entrada');
    expect(run({ tipo: 'socket-caiu' }).fase).toBe('pre-entrada');
  });
});
