// The room's connection, outside React so it can be tested with a fake WebSocket and a fake
// RTCPeerConnection: ticket → WebSocket → presence → peer connection (perfect negotiation),
// reconnection (a new ticket and socket when the socket drops; an ICE restart when the media
// path breaks), and leaving. Nothing is recorded: the streams only go to <video> elements.
import * as v from 'valibot';
import { SALA_CLOSE, SALA_CLOSE_REASON, mensagemDoServidorSchema, type IceServer, type MensagemDoCliente, type PapelNaSala, type SalaCloseCode } from '@acolhe/shared-domain';
import type { EventoDaSala } from './estado';
import { ehEducado, negociar, type Negociacao } from './negociacao';

/** Close codes after which reconnecting cannot help: the page says why and stops. */
const FINAIS = new Set<number>([
  SALA_CLOSE.acessoNegado,
  SALA_CLOSE.semAcesso,
  SALA_CLOSE.fechada,
  SALA_CLOSE.substituida,
  SALA_CLOSE.invalida,
  SALA_CLOSE.grandeDemais,
  SALA_CLOSE.rapidoDemais,
]);

export const MSG_RECONEXAO_FALHOU = 'Não foi possível reconectar à sala. Verifique sua internet e recarregue a página.';
const ESPERAS_MS = [500, 1000, 2000, 4000, 8000, 8000, 8000, 8000];

export interface OpcoesDoControlador {
  papel: PapelNaSala;
  iceServers: IceServer[];
  /** the local camera and microphone (already chosen in the pre-join check) */
  midiaLocal: MediaStream;
  eventos: (evento: EventoDaSala) => void;
  /** the other party's media, or null when they leave */
  midiaRemota: (stream: MediaStream | null) => void;
  /** POST …/sala/ticket → the ticket; rejects with the api's pt-BR message as a `RecusaDaSala` */
  pedirTicket: () => Promise<string>;
  urlDoSocket: (ticket: string) => string;
  criarSocket?: (url: string) => WebSocket;
  criarConexao?: (config: RTCConfiguration) => RTCPeerConnection;
  /** for tests: how long to wait before reconnecting */
  esperas?: number[];
}

/** A refusal the api gave in pt-BR (a 4xx on the ticket): final, no retry. */
export class RecusaDaSala extends Error {}

export class ControladorDaSala {
  private socket: WebSocket | null = null;
  private pc: RTCPeerConnection | null = null;
  private negociacao: Negociacao | null = null;
  private encerrado = false;
  private tentativas = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Signals are handled one after another, in the order they came (perfect negotiation's flags
   * assume it: an offer must not be judged while the previous answer is still being applied). */
  private fila: Promise<void> = Promise.resolve();

  constructor(private readonly o: OpcoesDoControlador) {}

  /** Enters the room (pre-join done). */
  entrar(): void {
    this.o.eventos({ tipo: 'entrou' });
    void this.abrirSocket();
  }

  /** Leaves for good: tells the api, closes everything. */
  sair(): void {
    if (this.encerrado) return;
    this.enviar({ tipo: 'sair' });
    this.encerrar();
    this.o.eventos({ tipo: 'saiu' });
  }

  /** Closes without a word (the page unmounting). */
  encerrar(): void {
    this.encerrado = true;
    if (this.timer) clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= 1) socket.close(SALA_CLOSE.normal);
    this.fecharConexao();
  }

  /** The peer connection, for getStats (quality). */
  conexao(): RTCPeerConnection | null {
    return this.pc;
  }

  private async abrirSocket(): Promise<void> {
    let ticket: string;
    try {
      ticket = await this.o.pedirTicket();
    } catch (err) {
      if (err instanceof RecusaDaSala) return this.recusar(err.message);
      return this.reconectarDepois();
    }
    if (this.encerrado) return;
    const criar = this.o.criarSocket ?? ((url: string) => new WebSocket(url));
    const socket = criar(this.o.urlDoSocket(ticket));
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      const reconexao = this.tentativas > 0;
      this.tentativas = 0;
      this.enviar({ tipo: 'entrar' });
      if (reconexao) this.o.eventos({ tipo: 'socket-voltou' });
    };
    socket.onmessage = (ev: MessageEvent) => {
      if (this.socket !== socket) return;
      this.fila = this.fila.then(() => this.aoReceber(ev.data)).catch(() => undefined);
    };
    socket.onclose = (ev: CloseEvent) => {
      if (this.socket !== socket || this.encerrado) return;
      this.socket = null;
      if (FINAIS.has(ev.code)) {
        return this.recusar(ev.reason || SALA_CLOSE_REASON[ev.code as SalaCloseCode] || 'A sala foi fechada.');
      }
      // The other side sees us 'ausente' and drops its connection: so do we, and both start
      // over when we are back (a fresh negotiation, the same on both sides).
      this.fecharConexao();
      this.o.eventos({ tipo: 'socket-caiu' });
      this.reconectarDepois();
    };
  }

  private reconectarDepois(): void {
    if (this.encerrado) return;
    const esperas = this.o.esperas ?? ESPERAS_MS;
    if (this.tentativas >= esperas.length) return this.recusar(MSG_RECONEXAO_FALHOU);
    const espera = esperas[this.tentativas]!;
    this.tentativas += 1;
    this.timer = setTimeout(() => void this.abrirSocket(), espera);
  }

  private recusar(motivo: string): void {
    this.encerrar();
    this.o.eventos({ tipo: 'recusada', motivo });
  }

  private enviar(mensagem: MensagemDoCliente): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(mensagem));
  }

  private async aoReceber(dados: unknown): Promise<void> {
    if (typeof dados !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(dados);
    } catch {
      return;
    }
    const lida = v.safeParse(mensagemDoServidorSchema, json);
    if (!lida.success) return; // a newer server's message: ignored, not fatal
    const m = lida.output;
    switch (m.tipo) {
      case 'presenca':
        if (m.outraParte === 'presente') this.garantirConexao();
        else this.fecharConexao();
        this.o.eventos({ tipo: 'presenca', outraParte: m.outraParte });
        return;
      case 'encerramento':
        this.o.eventos({ tipo: 'encerramento', em: m.em });
        return;
      case 'oferta':
      case 'resposta':
      case 'candidato': {
        // an offer may outrun the presence message (replicas): it means the other is here
        if (m.tipo === 'oferta') this.garantirConexao();
        const { de: _de, ...sinal } = m;
        try {
          await this.negociacao?.receber(sinal);
        } catch {
          // a stale answer or candidate of a connection since replaced: the next round fixes it
        }
      }
    }
  }

  private garantirConexao(): void {
    if (this.pc) return;
    const criar = this.o.criarConexao ?? ((config: RTCConfiguration) => new RTCPeerConnection(config));
    const pc = criar({ iceServers: this.o.iceServers });
    this.pc = pc;
    this.negociacao = negociar(pc, ehEducado(this.o.papel), (sinal) => this.enviar(sinal));
    pc.ontrack = ({ streams, track }) => {
      if (this.pc === pc) this.o.midiaRemota(streams[0] ?? new MediaStream([track]));
    };
    pc.onconnectionstatechange = () => {
      if (this.pc !== pc) return;
      const estado = pc.connectionState;
      if (estado === 'connected') this.o.eventos({ tipo: 'midia-conectada' });
      if (estado === 'disconnected' || estado === 'failed') {
        this.o.eventos({ tipo: 'midia-caiu' });
        // a network change (wi-fi → 4G): new candidates on the new path, same connection. The
        // side that offers first restarts (a new offer); the other answers it (negociacao.ts)
        if (!ehEducado(this.o.papel)) pc.restartIce();
      }
    };
    for (const track of this.o.midiaLocal.getTracks()) pc.addTrack(track, this.o.midiaLocal);
  }

  private fecharConexao(): void {
    const pc = this.pc;
    this.pc = null;
    this.negociacao = null;
    if (pc) {
      pc.ontrack = null;
      pc.onconnectionstatechange = null;
      pc.onnegotiationneeded = null;
      pc.onicecandidate = null;
      pc.close();
      this.o.midiaRemota(null);
    }
  }
}
