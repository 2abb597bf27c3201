// The room page over the real shared-auth http (fake fetch), with jsdom given a fake camera, a
// fake WebSocket and a fake RTCPeerConnection (it has none of them).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, type FakeAnswer, type FetchedCall } from '@acolhe/shared-ui/testing';
import type { SalaAnswer } from '@acolhe/shared-domain';
import SalaPage from '../pages/SalaPage';
import { CLIENTE, renderAt, resetAll, signIn } from '../test/render';
import { FakePeer, FakeSocket, fakeStream, flush } from './testing/fakes';

jest.setTimeout(20_000);

const agora = Date.now();
const min = 60_000;
const SALA: SalaAnswer = {
  sessaoId: 's-1',
  papel: 'cliente',
  outraParte: { nome: 'Marina Duarte' },
  inicio: new Date(agora + 5 * min).toISOString(),
  fim: new Date(agora + 55 * min).toISOString(),
  abreEm: new Date(agora - 5 * min).toISOString(),
  fechaEm: new Date(agora + 70 * min).toISOString(),
  aberta: true,
  iceServers: [],
};

let calls: FetchedCall[];
function api(sala: FakeAnswer, ticket: FakeAnswer = { status: 200, body: { ticket: 'tk-1', expiraEm: new Date(agora + min).toISOString() } }) {
  calls = [];
  globalThis.fetch = jest.fn(
    fakeFetch(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/sessoes/s-1/sala') return sala;
      if (method === 'GET' && url.pathname === '/series/r-1/sala') return { status: 200, body: { sessaoId: 's-1' } };
      if (method === 'GET' && url.pathname === '/series/r-2/sala') return { status: 200, body: { sessaoId: null } };
      if (method === 'GET' && url.pathname === '/series/r-3/sala') return { status: 404, body: { message: 'Série não encontrada.' } };
      if (method === 'POST' && url.pathname === '/sessoes/s-1/sala/ticket') return ticket;
      return undefined;
    }, calls),
  ) as unknown as typeof fetch;
}

let getUserMedia: jest.Mock;
beforeEach(() => {
  resetAll();
  signIn(CLIENTE);
  FakeSocket.ultimos = [];
  FakePeer.ultimos = [];
  getUserMedia = jest.fn(async () => fakeStream());
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia,
      enumerateDevices: async () => [
        { kind: 'videoinput', deviceId: 'video-1', label: 'Câmera integrada' },
        { kind: 'videoinput', deviceId: 'video-2', label: 'Câmera USB' },
        { kind: 'audioinput', deviceId: 'audio-1', label: 'Microfone do notebook' },
      ],
    },
  });
  Object.assign(globalThis, { WebSocket: FakeSocket, RTCPeerConnection: FakePeer });
  // jsdom cannot play media
  Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', { configurable: true, set() {}, get: () => null });
});

const abrir = () => renderAt('/sessao/s-1/sala', '/sessao/:id/sala', <SalaPage />);

describe('/sessao/{id}/sala', () => {
  it('pre-join: preview, camera and microphone choice, the level meter, then waiting for the other party', async () => {
    api({ body: SALA });
    const user = userEvent.setup();
    abrir();
    expect(await screen.findByRole('heading', { name: 'Sessão com Marina Duarte' })).toBeInTheDocument();
    expect(screen.getByText('Antes de entrar, confira sua câmera e seu microfone.')).toBeInTheDocument();
    const camera = await screen.findByRole('combobox', { name: 'Câmera' });
    await waitFor(() => expect(within(camera).getAllByRole('option').map((o) => o.textContent)).toEqual(['Câmera integrada', 'Câmera USB']));
    expect(screen.getByRole('combobox', { name: 'Microfone' })).toHaveValue('audio-1');
    expect(screen.getByRole('progressbar', { name: 'Nível do microfone' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sua imagem')).toBeInTheDocument();

    // another camera: the preview is asked again with that device
    await user.selectOptions(camera, 'video-2');
    await waitFor(() => expect(getUserMedia).toHaveBeenLastCalledWith({ video: { deviceId: { exact: 'video-2' } }, audio: { deviceId: { exact: 'audio-1' } } }));

    expect(FakeSocket.ultimos).toHaveLength(0); // nothing opens before 'Entrar na sala'
    await user.click(screen.getByRole('button', { name: 'Entrar na sala' }));
    await waitFor(() => expect(FakeSocket.ultimos).toHaveLength(1));
    const ticket = calls.find((c) => c.method === 'POST' && c.url.pathname === '/sessoes/s-1/sala/ticket');
    expect(ticket?.body).toEqual({}); // the api refuses an empty JSON body
    expect(ticket?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(FakeSocket.ultimos[0]!.url).toBe('ws://api.test/sessoes/s-1/sala/ws?ticket=tk-1');
    act(() => FakeSocket.ultimos[0]!.abrir());
    expect(await screen.findByText('Aguardando Marina Duarte entrar…')).toBeInTheDocument();
    expect(screen.getByText(/^Tempo restante: /)).toBeInTheDocument();
  });

  it('controls: mute and camera off act on the tracks; leaving asks first, then closes the socket', async () => {
    api({ body: SALA });
    const user = userEvent.setup();
    abrir();
    const stream = fakeStream();
    getUserMedia.mockResolvedValue(stream);
    await user.click(await screen.findByRole('button', { name: 'Entrar na sala' }));
    await waitFor(() => expect(FakeSocket.ultimos).toHaveLength(1));
    const socket = FakeSocket.ultimos[0]!;
    act(() => socket.abrir());
    act(() => socket.receber({ tipo: 'presenca', outraParte: 'presente' }));
    expect(await screen.findByText('Conectando com Marina Duarte…')).toBeInTheDocument();

    const local = getUserMedia.mock.results.at(-1)!.value as Promise<ReturnType<typeof fakeStream>>;
    const tracks = (await local).getTracks();
    await user.click(screen.getByRole('button', { name: 'Desligar microfone' }));
    expect(tracks.find((t) => t.kind === 'audio')!.enabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Ligar microfone' }));
    expect(tracks.find((t) => t.kind === 'audio')!.enabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Desligar câmera' }));
    expect(tracks.find((t) => t.kind === 'video')!.enabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Ligar câmera' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sair da sala' }));
    expect(await screen.findByText('Sair da sala? Você pode voltar enquanto ela estiver aberta.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar na sessão' }));
    expect(socket.fechadoCom).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sair da sala' }));
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(socket.enviados.at(-1)).toEqual({ tipo: 'sair' });
    expect(socket.fechadoCom).toBe(1000);
    expect(await screen.findByText('Você saiu da sala.')).toBeInTheDocument();
    expect(tracks.every((t) => t.stopped)).toBe(true);
  });

  it('in session: the quality indicator and the closing warning', async () => {
    api({ body: SALA });
    const user = userEvent.setup();
    abrir();
    await user.click(await screen.findByRole('button', { name: 'Entrar na sala' }));
    await waitFor(() => expect(FakeSocket.ultimos).toHaveLength(1));
    const socket = FakeSocket.ultimos[0]!;
    act(() => socket.abrir());
    act(() => socket.receber({ tipo: 'presenca', outraParte: 'presente' }));
    await act(flush);
    const pc = FakePeer.ultimos[0]!;
    pc.getStats = async () =>
      new Map<string, unknown>([
        ['p', { type: 'candidate-pair', state: 'succeeded', nominated: true, currentRoundTripTime: 0.45 }],
        ['v', { type: 'inbound-rtp', kind: 'video', packetsReceived: 1000, packetsLost: 0 }],
      ]);
    act(() => pc.ontrack?.({ streams: [{ id: 'remota' }], track: {} }));
    act(() => pc.mudarPara('connected'));
    // the whole picture of the other person, never cropped (issue 44: object-fit cover cut it)
    expect(await screen.findByLabelText('Imagem de Marina Duarte')).toHaveStyle({ objectFit: 'contain' });
    expect(await screen.findByText('Conexão: Instável', {}, { timeout: 4000 })).toBeInTheDocument();
    act(() => socket.receber({ tipo: 'encerramento', em: '2026-11-20T16:15:00.000Z' }));
    expect(await screen.findByText('A sala fecha às 13:15.')).toBeInTheDocument();
    act(() => pc.mudarPara('failed'));
    expect(await screen.findByText('Conexão instável — reconectando…')).toBeInTheDocument();
    expect(pc.reinicios).toBe(1);
  });

  it('permissions refused: a pt-BR explanation of how to allow them, and a retry', async () => {
    api({ body: SALA });
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    const user = userEvent.setup();
    abrir();
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Sem acesso à câmera e ao microfone');
    expect(alerta).toHaveTextContent('clique no ícone de cadeado');
    expect(screen.getByRole('button', { name: 'Entrar na sala' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar na sala' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [404, 'Sessão não encontrada.'],
    [409, 'Esta sessão é presencial: não há sala online.'],
    [409, 'Esta sessão não está confirmada.'],
  ])("refused by the api (%s): its message on a page of its own, no camera asked", async (status, message) => {
    api({ status, body: { message } });
    abrir();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Entrar na sala' })).not.toBeInTheDocument();
  });

  it('not open yet: when it opens (Brazil time) and a live countdown; no camera asked', async () => {
    const abreEm = new Date(Date.now() + 2 * min + 30_000);
    api({ body: { ...SALA, aberta: false, abreEm: abreEm.toISOString() } });
    abrir();
    const hora = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(abreEm);
    expect(await screen.findByText(`A sala abre às ${hora} (10 minutos antes do início)`)).toBeInTheDocument();
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toMatch(/^Faltam 02:[0-3]\d$/);
    const antes = timer.textContent;
    await waitFor(() => expect(screen.getByRole('timer').textContent).not.toBe(antes), { timeout: 2500 });
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('opening another day: the date, and the countdown in days, not hours (issue 44)', async () => {
    const abreEm = new Date(Date.now() + 32 * 60 * min + 8 * min);
    api({ body: { ...SALA, aberta: false, abreEm: abreEm.toISOString(), fechaEm: new Date(abreEm.getTime() + 90 * min).toISOString() } });
    abrir();
    const dia = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(abreEm);
    const hora = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(abreEm);
    expect(await screen.findByText(`A sala abre em ${dia} às ${hora} (10 minutos antes do início)`)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^Abre em 1 dia e 8 h$/);
  });

  it('after the window: the room has closed', async () => {
    api({ body: { ...SALA, aberta: false, abreEm: new Date(agora - 90 * min).toISOString(), fechaEm: new Date(agora - min).toISOString() } });
    abrir();
    expect(await screen.findByText('A sala já foi encerrada.')).toBeInTheDocument();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('the ticket refused (window closed meanwhile): the api’s message, no socket', async () => {
    api({ body: SALA }, { status: 409, body: { message: 'A sala já foi encerrada.' } });
    const user = userEvent.setup();
    abrir();
    await user.click(await screen.findByRole('button', { name: 'Entrar na sala' }));
    expect(await screen.findByText('A sala já foi encerrada.')).toBeInTheDocument();
    expect(FakeSocket.ultimos).toHaveLength(0);
  });
});

describe('/serie/{id}/sala (issue 41): the room address of a series\' calendar event', () => {
  const abrirSerie = (id: string) => renderAt(`/serie/${id}/sala`, '/serie/:id/sala', <SalaPage />);

  it('opens the room of the series\' session of the day, as the api picks it', async () => {
    api({ body: SALA });
    abrirSerie('r-1');
    expect(await screen.findByRole('heading', { name: 'Sessão com Marina Duarte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar na sala' })).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['GET /series/r-1/sala', 'GET /sessoes/s-1/sala']);
  });

  it('no session left: says so', async () => {
    api({ body: SALA });
    abrirSerie('r-2');
    expect(await screen.findByText('Esta série não tem mais sessões pela frente.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sala da sessão' })).toBeInTheDocument();
  });

  it('not a party: the api\'s refusal, no camera asked for', async () => {
    api({ body: SALA });
    abrirSerie('r-3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Série não encontrada.');
    expect(getUserMedia).not.toHaveBeenCalled();
  });
});
