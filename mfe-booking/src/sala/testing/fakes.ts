// Fakes of the browser's WebSocket, RTCPeerConnection and media for jsdom (which has none): enough
// of each to run the room's controller and page as the browser would, observably.

export class FakeSocket {
  static ultimos: FakeSocket[] = [];
  readyState = 0;
  enviados: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code: number; reason: string }) => void) | null = null;
  fechadoCom: number | null = null;
  constructor(readonly url: string) {
    FakeSocket.ultimos.push(this);
  }
  send(texto: string) {
    this.enviados.push(JSON.parse(texto));
  }
  close(code = 1000) {
    this.fechadoCom = code;
    this.readyState = 3;
  }
  // --- the server's side ---
  abrir() {
    this.readyState = 1;
    this.onopen?.();
  }
  receber(mensagem: unknown) {
    this.onmessage?.({ data: typeof mensagem === 'string' ? mensagem : JSON.stringify(mensagem) });
  }
  cair(code: number, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

type Desc = { type: RTCSdpType; sdp: string };

/** A peer connection with the signalling states of JSEP (offer/answer/rollback), no media. */
export class FakePeer {
  static ultimos: FakePeer[] = [];
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: Desc | null = null;
  remoteDescription: Desc | null = null;
  faixas: unknown[] = [];
  candidatos: unknown[] = [];
  reinicios = 0;
  fechada = false;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((ev: { candidate: unknown }) => void) | null = null;
  ontrack: ((ev: { streams: unknown[]; track: unknown }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  private n = 0;
  constructor(readonly config: RTCConfiguration) {
    FakePeer.ultimos.push(this);
  }
  addTrack(track: unknown) {
    this.faixas.push(track);
    if (this.faixas.length === 1) queueMicrotask(() => this.onnegotiationneeded?.());
  }
  async setLocalDescription() {
    await Promise.resolve();
    this.n += 1;
    if (this.signalingState === 'have-remote-offer') {
      this.localDescription = { type: 'answer', sdp: `answer-${this.n}` };
      this.signalingState = 'stable';
    } else {
      this.localDescription = { type: 'offer', sdp: `offer-${this.n}` };
      this.signalingState = 'have-local-offer';
    }
  }
  async setRemoteDescription(desc: Desc) {
    await Promise.resolve();
    if (desc.type === 'offer') {
      // implicit rollback of our own offer (perfect negotiation's polite side)
      this.signalingState = 'have-remote-offer';
    } else {
      if (this.signalingState !== 'have-local-offer') throw new DOMException('no offer to answer', 'InvalidStateError');
      this.signalingState = 'stable';
    }
    this.remoteDescription = desc;
  }
  async addIceCandidate(c: unknown) {
    await Promise.resolve();
    if (!this.remoteDescription) throw new DOMException('no remote description', 'InvalidStateError');
    this.candidatos.push(c);
  }
  restartIce() {
    this.reinicios += 1;
  }
  close() {
    this.fechada = true;
  }
  async getStats() {
    return new Map<string, unknown>();
  }
  // --- the network's side ---
  mudarPara(estado: RTCPeerConnectionState) {
    this.connectionState = estado;
    this.onconnectionstatechange?.();
  }
}

export function fakeTrack(kind: 'audio' | 'video') {
  return { kind, enabled: true, stopped: false, stop() { this.stopped = true; }, getSettings: () => ({ deviceId: `${kind}-1` }) };
}

export function fakeStream() {
  const tracks = [fakeTrack('audio'), fakeTrack('video')];
  return {
    id: 'local',
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  };
}

export const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
