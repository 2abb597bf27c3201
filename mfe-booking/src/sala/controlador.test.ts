import { ControladorDaSala, MSG_MIDIA_FALHOU, MSG_RECONEXAO_FALHOU, RecusaDaSala, type OpcoesDoControlador } from './controlador';
import type { EventoDaSala } from './estado';
import { FakePeer, FakeSocket, fakeStream, flush } from './testing/fakes';

beforeEach(() => {
  FakeSocket.ultimos = [];
  FakePeer.ultimos = [];
});

function montar(extra: Partial<OpcoesDoControlador> = {}) {
  const eventos: EventoDaSala[] = [];
  const remotas: unknown[] = [];
  let n = 0;
  const pedirTicket = jest.fn(async () => `t${++n}`);
  const c = new ControladorDaSala({
    papel: 'cliente',
    iceServers: [{ urls: ['stun:stun.exemplo:3478'] }],
    midiaLocal: fakeStream() as unknown as MediaStream,
    eventos: (e) => eventos.push(e),
    midiaRemota: (s) => remotas.push(s),
    pedirTicket,
    urlDoSocket: (ticket) => `ws://api/sessoes/s1/sala/ws?ticket=${ticket}`,
    criarSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    criarConexao: (config) => new FakePeer(config) as unknown as RTCPeerConnection,
    esperas: [0, 0],
    ...extra,
  });
  return { c, eventos, remotas, pedirTicket };
}

const socket = (i = -1) => FakeSocket.ultimos.at(i)!;
const peer = (i = -1) => FakePeer.ultimos.at(i)!;

async function entrarAberto(extra: Partial<OpcoesDoControlador> = {}) {
  const m = montar(extra);
  m.c.entrar();
  await flush();
  socket().abrir();
  return m;
}

describe('the room controller', () => {
  it('enters with a fresh ticket in the socket URL and says entrar once open', async () => {
    const { eventos, pedirTicket } = await entrarAberto();
    expect(pedirTicket).toHaveBeenCalledTimes(1);
    expect(socket().url).toBe('ws://api/sessoes/s1/sala/ws?ticket=t1');
    expect(socket().enviados).toEqual([{ tipo: 'entrar' }]);
    expect(eventos).toEqual([{ tipo: 'entrou' }]);
    expect(FakePeer.ultimos).toHaveLength(0); // nobody to talk to yet
  });

  it("the other's presence → a peer connection with the api's ICE servers, local tracks and an offer", async () => {
    const { eventos } = await entrarAberto();
    socket().receber({ tipo: 'presenca', outraParte: 'presente' });
    await flush();
    expect(peer().config).toEqual({ iceServers: [{ urls: ['stun:stun.exemplo:3478'] }] });
    expect(peer().faixas).toHaveLength(2);
    expect(socket().enviados).toContainEqual({ tipo: 'oferta', sdp: 'offer-1' });
    expect(eventos).toContainEqual({ tipo: 'presenca', outraParte: 'presente' });
    socket().receber({ tipo: 'resposta', sdp: 'answer-x', de: 'terapeuta' });
    await flush();
    expect(peer().signalingState).toBe('stable');
    socket().receber({ tipo: 'candidato', candidato: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 }, de: 'terapeuta' });
    await flush();
    expect(peer().candidatos).toHaveLength(1);
    peer().mudarPara('connected');
    expect(eventos).toContainEqual({ tipo: 'midia-conectada' });
  });

  it('relays its own ICE candidates', async () => {
    await entrarAberto();
    socket().receber({ tipo: 'presenca', outraParte: 'presente' });
    await flush();
    peer().onicecandidate?.({ candidate: { candidate: 'candidate:2 1 udp 1 127.0.0.1 6000 typ host', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: 'uf' } });
    peer().onicecandidate?.({ candidate: null });
    expect(socket().enviados.filter((m) => (m as { tipo: string }).tipo === 'candidato')).toEqual([
      { tipo: 'candidato', candidato: { candidate: 'candidate:2 1 udp 1 127.0.0.1 6000 typ host', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: 'uf' } },
    ]);
  });

  it('the therapist (polite) adds its tracks but makes no first offer: it answers the client’s', async () => {
    await entrarAberto({ papel: 'terapeuta' });
    socket().receber({ tipo: 'presenca', outraParte: 'presente' });
    await flush();
    expect(peer().faixas).toHaveLength(2);
    expect(peer().signalingState).toBe('stable');
    expect(socket().enviados).toEqual([{ tipo: 'entrar' }]);
    socket().receber({ tipo: 'oferta', sdp: 'offer-do-cliente', de: 'cliente' });
    await flush();
    expect(socket().enviados.at(-1)).toEqual({ tipo: 'resposta', sdp: 'answer-1' });
    expect(peer().signalingState).toBe('stable');
  });

  it('glare after the first exchange: the therapist (polite) drops its own offer and answers the client’s', async () => {
    await entrarAberto({ papel: 'terapeuta' });
    socket().receber({ tipo: 'presenca', outraParte: 'presente' });
    socket().receber({ tipo: 'oferta', sdp: 'offer-do-cliente', de: 'cliente' });
    await flush();
    // a renegotiation of its own: now it may offer
    peer().onnegotiationneeded?.();
    await flush();
    expect(socket().enviados.at(-1)).toEqual({ tipo: 'oferta', sdp: 'offer-2' });
    expect(peer().signalingState).toBe('have-local-offer');
    socket().receber({ tipo: 'oferta', sdp: 'offer-do-cliente-2', de: 'cliente' });
    await flush();
    expect(socket().enviados.at(-1)).toEqual({ tipo: 'resposta', sdp: 'answer-3' });
    expect(peer().signalingState).toBe('stable');
  });

  it('glare: the client (impolite) ignores the therapist’s offer and keeps its own', async () => {
    await entrarAberto({ papel: 'cliente' });
    socket().receber({ tipo: 'presenca', outraParte: 'presente' });
    await flush();
    socket().receber({ tipo: 'oferta', sdp: 'offer-do-terapeuta', de: 'terapeuta' });
    await flush();
    expect(peer().signalingState).toBe('have-local-offer');
    expect(socket().enviados.filter((m) => (m as { tipo: string }).tipo === 'resposta')).toEqual([]);
  });

  it('an offer before the presence message still connects (replicas may reorder)', async () => {
    await entrarAberto({ papel: 'cliente' });
    // no pc yet: the offer creates it; stable → answered
    socket().receber({ tipo: 'oferta', sdp: 'offer-t', de: 'terapeuta' });
    await flush();
    expect(FakePeer.ultimos).toHaveLength(1);
  });

  it('the other leaving closes the peer connection and clears their video', async () => {
    const { remotas, eventos } = await entrarAberto();
    socket().receber({ tipo: 'presenca', outraParte: 'presente' });
    await flush();
    const pc = peer();
    socket().receber({ tipo: 'presenca', outraParte: 'ausente' });
    await flush();
    expect(pc.fechada).toBe(true);
    expect(remotas.at(-1)).toBeNull();
    expect(eventos.at(-1)).toEqual({ tipo: 'presenca', outraParte: 'ausente' });
  });

  it('a network change on the media path → midia-caiu and an ICE restart', async () => {
    const { eventos } = await entrarAberto();
    socket().receber({ tipo: 'presenca', outraParte: 'presente' });
    await flush();
    peer().mudarPara('disconnected');
    expect(eventos.at(-1)).toEqual({ tipo: 'midia-caiu' });
    expect(peer().reinicios).toBe(1);
    peer().mudarPara('failed');
    expect(peer().reinicios).toBe(2);
  });

  it('on the therapist’s side a broken media path is reported, and the restart is left to the client’s offer', async () => {
    const { eventos } = await entrarAberto({ papel: 'terapeuta' });
    socket().receber({ tipo: 'presenca', outraParte: 'presente' });
    await flush();
    peer().mudarPara('failed');
    expect(eventos.at(-1)).toEqual({ tipo: 'midia-caiu' });
    expect(peer().reinicios).toBe(0);
  });

  it('the socket dropping → reconectando, a NEW ticket and socket, socket-voltou once open', async () => {
    const { eventos, pedirTicket } = await entrarAberto();
    socket().receber({ tipo: 'presenca', outraParte: 'presente' });
    await flush();
    const pc = peer();
    socket().cair(1006);
    expect(eventos.at(-1)).toEqual({ tipo: 'socket-caiu' });
    expect(pc.fechada).toBe(true);
    await new Promise((r) => setTimeout(r, 5));
    await flush();
    expect(pedirTicket).toHaveBeenCalledTimes(2);
    expect(socket().url).toMatch(/ticket=t2$/);
    socket().abrir();
    expect(socket().enviados).toEqual([{ tipo: 'entrar' }]);
    expect(eventos.at(-1)).toEqual({ tipo: 'socket-voltou' });
  });

  it('gives up with a pt-BR message after the retries', async () => {
    const { eventos } = await entrarAberto({ pedirTicket: jest.fn().mockResolvedValueOnce('t1').mockRejectedValue(new TypeError('Failed to fetch')) });
    socket().cair(1006);
    await new Promise((r) => setTimeout(r, 60));
    await flush();
    expect(eventos.at(-1)).toEqual({ tipo: 'recusada', motivo: MSG_RECONEXAO_FALHOU });
  });

  it.each([
    [4408, 'A sala está fechada.'],
    [4403, 'Você não tem acesso a esta sala.'],
    [4401, 'Acesso negado.'],
    [4409, 'A sala foi aberta em outra janela.'],
  ])('close %s is final: the reason is shown, no reconnection', async (code, reason) => {
    const { eventos, pedirTicket } = await entrarAberto();
    socket().cair(code, reason);
    expect(eventos.at(-1)).toEqual({ tipo: 'recusada', motivo: reason });
    await new Promise((r) => setTimeout(r, 5));
    expect(pedirTicket).toHaveBeenCalledTimes(1);
  });

  it('a final close without a reason uses the protocol’s pt-BR text', async () => {
    const { eventos } = await entrarAberto();
    socket().cair(4408);
    expect(eventos.at(-1)).toEqual({ tipo: 'recusada', motivo: 'A sala está fechada.' });
  });

  it("a refused ticket is the api's word, final", async () => {
    const { c, eventos } = montar({ pedirTicket: jest.fn().mockRejectedValue(new RecusaDaSala('A sala já foi encerrada.')) });
    c.entrar();
    await flush();
    expect(FakeSocket.ultimos).toHaveLength(0);
    expect(eventos.at(-1)).toEqual({ tipo: 'recusada', motivo: 'A sala já foi encerrada.' });
  });

  it('ignores what is not the protocol and passes the closing warning on', async () => {
    const { eventos } = await entrarAberto();
    socket().receber('não é json');
    socket().receber({ tipo: 'desconhecido' });
    socket().receber({ tipo: 'encerramento', em: '2026-11-20T13:15:00.000Z' });
    await flush();
    expect(eventos).toEqual([{ tipo: 'entrou' }, { tipo: 'encerramento', em: '2026-11-20T13:15:00.000Z' }]);
  });

  it("leaving says 'sair', closes the socket normally and the peer connection", async () => {
    const { c, eventos } = await entrarAberto();
    socket().receber({ tipo: 'presenca', outraParte: 'presente' });
    await flush();
    const s = socket();
    c.sair();
    expect(s.enviados.at(-1)).toEqual({ tipo: 'sair' });
    expect(s.fechadoCom).toBe(1000);
    expect(peer().fechada).toBe(true);
    expect(eventos.at(-1)).toEqual({ tipo: 'saiu' });
  });
});

// The watchdog (issue 47 item 5): a peer connection that never reaches 'connected' (under CPU load
// one side was seen to gather no ICE candidate and stay 'new' for good) or stays broken is replaced
// on BOTH sides through the room's protocol, a bounded number of times.
describe('the room controller’s watchdog: a connection that does not connect is restarted on both sides', () => {
  // the bounds of each round (growing) and of a broken connection, in fake time
  const LIMITES = { limitesDeConexao: [100, 200, 400], limiteDeQueda: 50 };
  const enviados = (tipo: string, i = -1) => socket(i).enviados.filter((m) => (m as { tipo: string }).tipo === tipo);

  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] }));
  afterEach(() => jest.useRealTimers());

  async function clienteComOutraParte() {
    const m = await entrarAberto(LIMITES);
    socket().receber({ tipo: 'presenca', outraParte: 'presente' });
    await flush();
    return m;
  }
  const passar = async (ms: number) => {
    jest.advanceTimersByTime(ms);
    await flush();
  };

  it('the client: not connected within the bound → its connection closed, reiniciar with the next generation, a fresh offer of that generation', async () => {
    const { eventos } = await clienteComOutraParte();
    const primeira = peer();
    expect(enviados('oferta')).toEqual([{ tipo: 'oferta', sdp: 'offer-1' }]); // the first generation goes untagged
    primeira.mudarPara('connecting');
    await passar(99);
    expect(FakePeer.ultimos).toHaveLength(1); // not yet
    await passar(1);
    expect(primeira.fechada).toBe(true);
    expect(FakePeer.ultimos).toHaveLength(2);
    expect(peer().fechada).toBe(false);
    expect(peer().faixas).toHaveLength(2);
    // the restart goes out before the new connection's offer, which carries its generation
    const tipos = socket().enviados.map((m) => (m as { tipo: string }).tipo);
    expect(tipos.slice(-2)).toEqual(['reiniciar', 'oferta']);
    expect(enviados('reiniciar')).toEqual([{ tipo: 'reiniciar', geracao: 1 }]);
    expect(enviados('oferta').at(-1)).toEqual({ tipo: 'oferta', sdp: 'offer-1', geracao: 1 });
    expect(eventos).toContainEqual({ tipo: 'midia-caiu' });
  });

  it('the client: a connection that connects in time is left alone', async () => {
    await clienteComOutraParte();
    peer().mudarPara('connected');
    await passar(1000);
    expect(FakePeer.ultimos).toHaveLength(1);
    expect(enviados('reiniciar')).toEqual([]);
  });

  it('the client: a broken connection gets its ICE restart first; still down past the shorter bound → restarted on both sides; back in time → left alone', async () => {
    await clienteComOutraParte();
    peer().mudarPara('connected');
    peer().mudarPara('disconnected');
    expect(peer().reinicios).toBe(1);
    await passar(40);
    peer().mudarPara('connected'); // the ICE restart did it
    await passar(1000);
    expect(FakePeer.ultimos).toHaveLength(1);
    peer().mudarPara('failed');
    await passar(50);
    expect(FakePeer.ultimos).toHaveLength(2);
    expect(enviados('reiniciar')).toEqual([{ tipo: 'reiniciar', geracao: 1 }]);
  });

  it('the client: late signals of the closed connection (the old generation) are ignored; the new generation’s are taken', async () => {
    await clienteComOutraParte();
    await passar(100);
    const nova = peer();
    expect(nova.signalingState).toBe('have-local-offer');
    socket().receber({ tipo: 'resposta', sdp: 'answer-velha', de: 'terapeuta' }); // untagged: the first generation
    socket().receber({ tipo: 'resposta', sdp: 'answer-velha', geracao: 0, de: 'terapeuta' });
    socket().receber({ tipo: 'candidato', candidato: { candidate: 'candidate:9 1 udp 1 127.0.0.1 9 typ host', sdpMid: '0' }, geracao: 0, de: 'terapeuta' });
    socket().receber({ tipo: 'oferta', sdp: 'offer-velha', geracao: 0, de: 'terapeuta' });
    await flush();
    expect(nova.signalingState).toBe('have-local-offer');
    expect(nova.remoteDescription).toBeNull();
    expect(FakePeer.ultimos).toHaveLength(2);
    socket().receber({ tipo: 'resposta', sdp: 'answer-nova', geracao: 1, de: 'terapeuta' });
    socket().receber({ tipo: 'candidato', candidato: { candidate: 'candidate:9 1 udp 1 127.0.0.1 9 typ host', sdpMid: '0' }, geracao: 1, de: 'terapeuta' });
    await flush();
    await flush(); // two signals, one after the other
    expect(nova.remoteDescription).toEqual({ type: 'answer', sdp: 'answer-nova' });
    expect(nova.candidatos).toHaveLength(1);
  });

  it('the client: bounded — growing waits between rounds, then the pt-BR message instead of trying forever', async () => {
    const { eventos } = await clienteComOutraParte();
    await passar(100); // round 1 after the first bound
    expect(FakePeer.ultimos).toHaveLength(2);
    await passar(199);
    expect(FakePeer.ultimos).toHaveLength(2); // the second bound is longer
    await passar(1); // round 2
    expect(FakePeer.ultimos).toHaveLength(3);
    await passar(399);
    expect(FakePeer.ultimos).toHaveLength(3);
    await passar(1); // round 3
    expect(FakePeer.ultimos).toHaveLength(4);
    expect(enviados('reiniciar')).toEqual([1, 2, 3].map((geracao) => ({ tipo: 'reiniciar', geracao })));
    await passar(400); // no round left
    expect(FakePeer.ultimos).toHaveLength(4);
    expect(peer().fechada).toBe(true);
    expect(eventos.at(-1)).toEqual({ tipo: 'recusada', motivo: MSG_MIDIA_FALHOU });
    expect(socket().fechadoCom).toBe(1000);
    await passar(10_000);
    expect(FakePeer.ultimos).toHaveLength(4);
  });

  it('the client: connecting resets the rounds', async () => {
    const { eventos } = await clienteComOutraParte();
    await passar(100);
    await passar(200); // two rounds used
    peer().mudarPara('connected');
    peer().mudarPara('failed');
    await passar(50); // round 1 again (counted from zero): two more rounds before giving up, not none
    expect(FakePeer.ultimos).toHaveLength(4);
    await passar(200);
    await passar(400);
    expect(FakePeer.ultimos).toHaveLength(6);
    expect(eventos.at(-1)).not.toEqual({ tipo: 'recusada', motivo: MSG_MIDIA_FALHOU });
    await passar(400);
    expect(eventos.at(-1)).toEqual({ tipo: 'recusada', motivo: MSG_MIDIA_FALHOU });
  });

  it('the therapist: reiniciar closes its connection and a fresh one answers the new offer, tagged with its generation; its late signals are ignored', async () => {
    const { eventos } = await entrarAberto({ papel: 'terapeuta', ...LIMITES });
    socket().receber({ tipo: 'presenca', outraParte: 'presente' });
    socket().receber({ tipo: 'oferta', sdp: 'offer-0', geracao: 0, de: 'cliente' });
    await flush();
    const velha = peer();
    expect(socket().enviados.at(-1)).toEqual({ tipo: 'resposta', sdp: 'answer-1' });
    socket().receber({ tipo: 'reiniciar', geracao: 1, de: 'cliente' });
    await flush();
    expect(velha.fechada).toBe(true);
    expect(FakePeer.ultimos).toHaveLength(2);
    expect(eventos.at(-1)).toEqual({ tipo: 'midia-caiu' });
    // a late candidate of the old connection: not for the new one
    socket().receber({ tipo: 'candidato', candidato: { candidate: 'candidate:1 1 udp 1 127.0.0.1 1 typ host', sdpMid: '0' }, geracao: 0, de: 'cliente' });
    socket().receber({ tipo: 'oferta', sdp: 'offer-1', geracao: 1, de: 'cliente' });
    await flush();
    expect(peer().remoteDescription).toEqual({ type: 'offer', sdp: 'offer-1' });
    expect(socket().enviados.at(-1)).toEqual({ tipo: 'resposta', sdp: 'answer-1', geracao: 1 });
    expect(peer().candidatos).toEqual([]);
    // the same restart heard twice changes nothing; the therapist runs no watchdog of its own
    socket().receber({ tipo: 'reiniciar', geracao: 1, de: 'cliente' });
    await passar(5000);
    expect(FakePeer.ultimos).toHaveLength(2);
    expect(socket().enviados.some((m) => (m as { tipo: string }).tipo === 'reiniciar')).toBe(false);
  });

  it('the therapist: an offer of a generation it has not seen (it came in after the restart) starts that generation', async () => {
    await entrarAberto({ papel: 'terapeuta', ...LIMITES });
    socket().receber({ tipo: 'presenca', outraParte: 'presente' });
    await flush();
    const antes = peer();
    socket().receber({ tipo: 'oferta', sdp: 'offer-3', geracao: 3, de: 'cliente' });
    await flush();
    expect(antes.fechada).toBe(true);
    expect(socket().enviados.at(-1)).toEqual({ tipo: 'resposta', sdp: 'answer-1', geracao: 3 });
  });

  it('the other leaving stops the watchdog: nothing restarts while alone', async () => {
    await clienteComOutraParte();
    socket().receber({ tipo: 'presenca', outraParte: 'ausente' });
    await flush();
    await passar(5000);
    expect(FakePeer.ultimos).toHaveLength(1);
    expect(enviados('reiniciar')).toEqual([]);
  });
});
