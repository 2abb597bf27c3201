// The room's connection, outside React so it can be tested with a fake WebSocket and a fake
// RTCPeerConnection: ticket → WebSocket → presence → peer connection (perfect negotiation),
// reconnection (a new ticket and socket when the socket drops; an ICE restart when the media
// path breaks; a fresh connection on both sides when it never connects or stays broken — the
// watchdog below), and leaving. Nothing is recorded: the streams only go to <video> elements.
import * as v from 'valibot';
import { SALA_CLOSE, SALA_CLOSE_REASON, SALA_GERACAO_MAX, mensagemDoServidorSchema, type IceServer, type MensagemDoCliente, type PapelNaSala, type SalaCloseCode } from '@acolhe/shared-domain';
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
export const MSG_MIDIA_FALHOU =
  'Não foi possível conectar a imagem e o som com a outra pessoa. Verifique sua internet e clique em "Voltar para a sala".';
/** How long a fresh peer connection may take to reach 'connected' before the client restarts it on
 * both sides (`reiniciar`), one bound per round, growing; past the last round the page gives up
 * with MSG_MIDIA_FALHOU. Under CPU load a side was seen to gather no ICE candidate at all and stay
 * 'new' for good (issues 33, 47): no ICE restart helps that, a fresh connection does. */
const LIMITES_DE_CONEXAO_MS = [12_000, 20_000, 30_000];
/** How long a connection may stay 'disconnected'/'failed' (its ICE restart had its chance) before
 * the client restarts it the same way. */
const LIMITE_DE_QUEDA_MS = 8_000;

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
  /** for tests: LIMITES_DE_CONEXAO_MS (one per round; their count is the rounds allowed) */
  limitesDeConexao?: number[];
  /** for tests: LIMITE_DE_QUEDA_MS */
  limiteDeQueda?: number;
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
  /** Which peer connection is current: the client counts it up on each restart and tags its
   * signals with it; the therapist follows the client's. Signals of another generation are late
   * ones of a connection since closed: ignored on both sides. */
  private geracao = 0;
  /** restarts since the connection was last 'connected' (or first made) */
  private rodadas = 0;
  /** the client's watchdog over the current peer connection */
  private vigia: ReturnType<typeof setTimeout> | null = null;
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
      case 'reiniciar':
        // the client restarts (it alone does): our connection goes, a fresh one awaits its offer
        if (ehEducado(this.o.papel) && m.geracao !== this.geracao) this.adotarGeracao(m.geracao);
        return;
      case 'oferta':
      case 'resposta':
      case 'candidato': {
        const { de: _de, geracao = 0, ...sinal } = m;
        // untagged is the first generation (0)
        if (geracao !== this.geracao) {
          // the client's offer of a generation we have not seen (its 'reiniciar' reached us before
          // this page was here): follow it. Anything else is a closed connection's late signal.
          if (m.tipo === 'oferta' && ehEducado(this.o.papel)) this.adotarGeracao(geracao);
          else return;
        }
        // an offer may outrun the presence message (replicas): it means the other is here
        if (m.tipo === 'oferta') this.garantirConexao();
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
    const geracao = this.geracao;
    // the first generation goes untagged: a page from before restarts (a release under way) reads it
    this.negociacao = negociar(pc, ehEducado(this.o.papel), (sinal) => this.enviar(geracao > 0 ? { ...sinal, geracao } : sinal));
    pc.ontrack = ({ streams, track }) => {
      if (this.pc === pc) this.o.midiaRemota(streams[0] ?? new MediaStream([track]));
    };
    pc.onconnectionstatechange = () => {
      if (this.pc !== pc) return;
      const estado = pc.connectionState;
      if (estado === 'connected') {
        this.pararVigia();
        this.rodadas = 0;
        this.o.eventos({ tipo: 'midia-conectada' });
      }
      if (estado === 'disconnected' || estado === 'failed') {
        this.o.eventos({ tipo: 'midia-caiu' });
        // a network change (wi-fi → 4G): new candidates on the new path, same connection. The
        // side that offers first restarts (a new offer); the other answers it (negociacao.ts).
        // Still down after LIMITE_DE_QUEDA_MS: a fresh connection on both sides.
        if (!ehEducado(this.o.papel)) {
          pc.restartIce();
          // (a bound already running — the first connection's — is kept: no longer wait)
          if (!this.vigia) this.vigiar(pc, this.o.limiteDeQueda ?? LIMITE_DE_QUEDA_MS);
        }
      }
    };
    for (const track of this.o.midiaLocal.getTracks()) pc.addTrack(track, this.o.midiaLocal);
    // the side that offers watches: not 'connected' in time → both sides start over
    if (!ehEducado(this.o.papel)) {
      const limites = this.o.limitesDeConexao ?? LIMITES_DE_CONEXAO_MS;
      this.vigiar(pc, limites[Math.min(this.rodadas, limites.length - 1)]!);
    }
  }

  private vigiar(pc: RTCPeerConnection, ms: number): void {
    this.pararVigia();
    this.vigia = setTimeout(() => {
      this.vigia = null;
      if (this.pc === pc && !this.encerrado && pc.connectionState !== 'connected') this.reiniciar();
    }, ms);
  }

  private pararVigia(): void {
    if (this.vigia) clearTimeout(this.vigia);
    this.vigia = null;
  }

  /** The client's restart: its connection closed, `reiniciar` with the next generation (the
   * therapist closes its own), a fresh connection and so a fresh offer — or, past the last round,
   * the page says so instead of trying forever. */
  private reiniciar(): void {
    const rodadas = (this.o.limitesDeConexao ?? LIMITES_DE_CONEXAO_MS).length;
    if (this.rodadas >= rodadas) return this.recusar(MSG_MIDIA_FALHOU);
    this.rodadas += 1;
    this.geracao = this.geracao >= SALA_GERACAO_MAX ? 1 : this.geracao + 1;
    this.fecharConexao(true);
    this.o.eventos({ tipo: 'midia-caiu' });
    this.enviar({ tipo: 'reiniciar', geracao: this.geracao });
    this.garantirConexao();
  }

  /** The therapist follows the client's generation: its connection closed, a fresh one made. */
  private adotarGeracao(geracao: number): void {
    this.geracao = geracao;
    if (this.pc) {
      this.fecharConexao(true);
      this.o.eventos({ tipo: 'midia-caiu' });
    }
    this.garantirConexao();
  }

  /** `reiniciando`: a restart's own close, which keeps counting the rounds. */
  private fecharConexao(reiniciando = false): void {
    this.pararVigia();
    if (!reiniciando) this.rodadas = 0;
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
