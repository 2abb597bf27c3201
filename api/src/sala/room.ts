// One replica's room sockets: the protocol of shared-domain/src/sala on each socket, and the
// hand-over of events between the two parties through SalaRelay (which also reaches the other
// replicas). A socket only ever reaches the sockets of ITS session (the session comes from its
// ticket, never from a message), and of the other role. Nothing of a call is logged: no SDP, no
// candidate (they hold IP addresses), no message body.
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import {
  SALA_CLOSE,
  SALA_CLOSE_REASON,
  SALA_MENSAGENS_POR_SEGUNDO,
  SALA_VERIFICACAO_SEGUNDOS,
  avisoDeEncerramentoEm,
  lerMensagemDoCliente,
  salaAberta,
  type JanelaDaSala,
  type MensagemDoServidor,
  type PapelNaSala,
  type SalaCloseCode,
} from '@acolhe/shared-domain';
import type { Database } from '../db/client';
import type { AppMetrics } from '../metrics/metrics';
import type { EventoDaSala, SalaRelay } from './relay';
import { aindaPodeFicar, type TicketConsumido } from './service';

interface Log {
  warn(obj: object, msg: string): void;
}

export interface SalaRoomsOptions {
  db: Database;
  relay: SalaRelay;
  metrics: AppMetrics;
  now: () => Date;
  log?: Log;
  /** re-check interval (ms); tests shorten it */
  verificacaoMs?: number;
}

/** One open socket of this replica, once its ticket was accepted. */
class SocketDaSala {
  readonly id = randomUUID();
  joined = false;
  outraPresente = false;
  closed = false;
  private timers: NodeJS.Timeout[] = [];
  private windowStart = 0;
  private count = 0;

  constructor(
    readonly socket: WebSocket,
    readonly ticket: TicketConsumido,
    readonly janela: JanelaDaSala,
    private readonly rooms: SalaRooms,
  ) {}

  get sessaoId(): string {
    return this.ticket.sessaoId;
  }
  get papel(): PapelNaSala {
    return this.ticket.papel;
  }

  send(message: MensagemDoServidor): void {
    if (!this.closed && this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }

  /** Counts one message; false once the socket sent more than the rate allows in this second. */
  withinRate(nowMs: number): boolean {
    if (nowMs - this.windowStart >= 1000) {
      this.windowStart = nowMs;
      this.count = 0;
    }
    this.count++;
    return this.count <= SALA_MENSAGENS_POR_SEGUNDO;
  }

  addTimer(timer: NodeJS.Timeout): void {
    this.timers.push(timer);
  }

  stopTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
  }

  close(code: SalaCloseCode): void {
    this.rooms.close(this, code);
  }
}

export class SalaRooms {
  private readonly sockets = new Set<SocketDaSala>();
  private readonly unsubscribe: () => void;

  constructor(private readonly options: SalaRoomsOptions) {
    this.unsubscribe = options.relay.onEvento((evento) => this.onEvento(evento));
  }

  /** Closes a socket that never got into a room (bad ticket, wrong session, window closed). */
  refuse(socket: WebSocket, code: SalaCloseCode): void {
    this.options.metrics.salaFechamentos.inc({ code: String(code) });
    socket.close(code, SALA_CLOSE_REASON[code]);
  }

  /** A socket whose ticket was accepted for a room that is open now. */
  admit(socket: WebSocket, ticket: TicketConsumido, janela: JanelaDaSala): SocketDaSala {
    const s = new SocketDaSala(socket, ticket, janela, this);
    this.sockets.add(s);
    this.updateGauges();
    const now = this.options.now().getTime();
    // the closing warning, then the close itself, at the window's end (timers of the real clock;
    // the test clock is read at each check so a moved clock still closes)
    const aviso = avisoDeEncerramentoEm(janela).getTime();
    const warn = () => s.send({ tipo: 'encerramento', em: janela.fechaEm.toISOString() });
    if (aviso <= now) warn();
    else s.addTimer(setTimeout(warn, Math.min(aviso - now, 2 ** 31 - 1)).unref());
    s.addTimer(setTimeout(() => s.close(SALA_CLOSE.fechada), Math.min(janela.fechaEm.getTime() - now, 2 ** 31 - 1)).unref());
    const recheck = setInterval(() => void this.recheck(s), this.options.verificacaoMs ?? SALA_VERIFICACAO_SEGUNDOS * 1000);
    recheck.unref();
    s.addTimer(recheck as unknown as NodeJS.Timeout);
    socket.on('close', () => this.closed(s));
    return s;
  }

  /** One text frame from a socket of this replica. */
  async message(s: SocketDaSala, data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): Promise<void> {
    if (s.closed) return;
    if (!s.withinRate(Date.now())) return s.close(SALA_CLOSE.rapidoDemais);
    if (isBinary) return s.close(SALA_CLOSE.invalida);
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    const read = lerMensagemDoCliente(text);
    if (!read.ok) return s.close(read.code);
    const m = read.mensagem;
    if (!salaAberta(this.options.now(), s.janela)) return s.close(SALA_CLOSE.fechada);
    const base = { sessaoId: s.sessaoId, de: s.papel, socketId: s.id };
    if (m.tipo === 'entrar') {
      if (s.joined) return;
      s.joined = true;
      return this.publish(s, { ...base, evento: 'entrou' });
    }
    if (m.tipo === 'sair') {
      s.close(SALA_CLOSE.normal);
      return;
    }
    // a signal before 'entrar' breaks the protocol's order
    if (!s.joined) return s.close(SALA_CLOSE.invalida);
    return this.publish(s, { ...base, evento: 'sinal', sinal: m });
  }

  close(s: SocketDaSala, code: SalaCloseCode): void {
    if (s.closed) return;
    this.options.metrics.salaFechamentos.inc({ code: String(code) });
    // replaced by a newer socket of the same person: the room did not lose them
    this.closed(s, code !== SALA_CLOSE.substituida);
    s.socket.close(code, SALA_CLOSE_REASON[code]);
  }

  /** How many sockets this replica holds (tests, metrics). */
  get size(): number {
    return this.sockets.size;
  }

  async stop(): Promise<void> {
    this.unsubscribe();
    for (const s of [...this.sockets]) s.close(SALA_CLOSE.indisponivel);
  }

  private closed(s: SocketDaSala, announce = true): void {
    if (s.closed) return;
    s.closed = true;
    s.stopTimers();
    this.sockets.delete(s);
    this.updateGauges();
    if (s.joined && announce) void this.publish(s, { sessaoId: s.sessaoId, de: s.papel, socketId: s.id, evento: 'saiu' });
  }

  private async publish(s: SocketDaSala, evento: EventoDaSala): Promise<void> {
    try {
      await this.options.relay.publish(evento);
    } catch (error) {
      this.options.log?.warn({ err: { message: (error as Error).message } }, 'sala: mensagem não repassada');
      if (!s.closed) s.close(SALA_CLOSE.indisponivel);
    }
  }

  private async recheck(s: SocketDaSala): Promise<void> {
    if (s.closed) return;
    if (!salaAberta(this.options.now(), s.janela)) return s.close(SALA_CLOSE.fechada);
    try {
      if (!(await aindaPodeFicar(this.options.db, s.ticket))) s.close(SALA_CLOSE.semAcesso);
    } catch {
      // the database away for a moment: the next check decides
    }
  }

  /** An event of some socket of some replica: only sockets of its session, of the other role, hear it. */
  private onEvento(evento: EventoDaSala): void {
    for (const s of this.sockets) {
      if (s.sessaoId !== evento.sessaoId || s.id === evento.socketId || !s.joined || s.closed) continue;
      if (evento.de === s.papel) {
        // the same person entered again (another tab, a reconnection): the newer socket wins
        if (evento.evento === 'entrou') s.close(SALA_CLOSE.substituida);
        continue;
      }
      switch (evento.evento) {
        case 'entrou':
          this.present(s, true);
          void this.publish(s, { sessaoId: s.sessaoId, de: s.papel, socketId: s.id, evento: 'presente' });
          break;
        case 'presente':
          this.present(s, true);
          break;
        case 'saiu':
          this.present(s, false);
          break;
        case 'sinal':
          if (evento.sinal) s.send({ ...evento.sinal, de: evento.de });
          break;
      }
    }
  }

  private present(s: SocketDaSala, presente: boolean): void {
    s.outraPresente = presente;
    s.send({ tipo: 'presenca', outraParte: presente ? 'presente' : 'ausente' });
    this.updateGauges();
  }

  private updateGauges(): void {
    this.options.metrics.salaSockets.set(this.sockets.size);
    const completas = new Set<string>();
    for (const s of this.sockets) if (s.outraPresente) completas.add(s.sessaoId);
    this.options.metrics.salaSalasCompletas.set(completas.size);
  }
}

export type { SocketDaSala };
