import { ControladorDaSala, MSG_RECONEXAO_FALHOU, RecusaDaSala, type OpcoesDoControlador } from './controlador';
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
