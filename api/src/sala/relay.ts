// Signalling between api replicas: the two parties of a room may be connected to different
// replicas. A message is a row of sala_mensagens (an SDP can exceed NOTIFY's 8000-byte payload)
// and its id goes by `NOTIFY acolhe_sala`; every replica reads the row and hands it to its own
// sockets of that session, which filter by role. The same path serves one replica alone: on
// PGlite the notification is heard in-process (raw.listen), on PostgreSQL through a LISTEN
// connection of this replica, reconnected with back-off. A notification sent while that
// connection is down is lost, but its row is not: once listening again the replica reads the rows
// after the last one it had seen, in order, so a party who joined or offered during a database
// restart is still heard (the room's sweep keeps rows for 3 minutes). Notifications are handled
// one at a time, in order, so an offer is never overtaken by its own candidates.
import * as v from 'valibot';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { PAPEIS_NA_SALA, TIPOS_DE_SINAL, mensagemDoClienteSchema, type PapelNaSala, type SinalDoCliente } from '@acolhe/shared-domain';
import type { Database, RawSql } from '../db/client';

export const SALA_CHANNEL = 'acolhe_sala';
export const SALA_LISTENER_APPLICATION_NAME = 'acolhe-sala-listener';
/** ids kept for de-duplication: far more than a catch-up reads (a few minutes of rooms' signals) */
const RECENTES_MAX = 5000;

/** What one socket tells the sockets of its session, on whichever replica. */
export interface EventoDaSala {
  sessaoId: string;
  de: PapelNaSala;
  /** the sending socket (a replica ignores nothing: the receiving socket skips its own) */
  socketId: string;
  /** entrou: joined; presente: answers an 'entrou' (I am here too); saiu: left; sinal: oferta/resposta/candidato/reiniciar */
  evento: 'entrou' | 'presente' | 'saiu' | 'sinal';
  sinal?: SinalDoCliente;
}

const eventoSchema = v.strictObject({
  sessaoId: v.string(),
  de: v.picklist(PAPEIS_NA_SALA),
  socketId: v.string(),
  evento: v.picklist(['entrou', 'presente', 'saiu', 'sinal']),
  sinal: v.optional(mensagemDoClienteSchema),
});

/** A stored row read as hostile input: the event, or null. */
export function lerEvento(corpo: unknown): EventoDaSala | null {
  const parsed = v.safeParse(eventoSchema, corpo);
  if (!parsed.success) return null;
  const { sinal, ...rest } = parsed.output;
  if (rest.evento === 'sinal') {
    if (!sinal || !(TIPOS_DE_SINAL as readonly string[]).includes(sinal.tipo)) return null;
    return { ...rest, sinal: sinal as SinalDoCliente };
  }
  return rest;
}

interface Log {
  warn(obj: object, msg: string): void;
}

export interface SalaRelayOptions {
  db: Database;
  raw?: RawSql;
  /** PostgreSQL: this replica LISTENs on a connection of its own */
  databaseUrl?: string;
  log?: Log;
  /** PostgreSQL: the first wait before listening again after a lost connection (doubles up to 2 s) */
  reconnectDelayMs?: number;
}

export class SalaRelay {
  private readonly handlers = new Set<(evento: EventoDaSala) => void>();
  private chain: Promise<void> = Promise.resolve();
  private client: pg.Client | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private closed = false;
  private readonly firstDelay: number;
  private delay: number;
  private timer: NodeJS.Timeout | null = null;
  /** whether this replica hears the channel now (metrics, tests) */
  listening = false;
  /** neither PGlite's in-process notifications nor a PostgreSQL URL: one process, handed over directly */
  private local = false;
  /** PostgreSQL: the highest message id this replica has seen (read after its first LISTEN), from
   * which it catches up after a reconnection; null until then */
  private ultimoId: number | null = null;
  /** ids handed over lately: a row both notified and caught up is handed over once */
  private readonly recentes = new Set<number>();

  constructor(private readonly options: SalaRelayOptions) {
    this.firstDelay = options.reconnectDelayMs ?? 100;
    this.delay = this.firstDelay;
  }

  async start(): Promise<void> {
    if (this.options.raw?.listen) {
      this.unlisten = await this.options.raw.listen(SALA_CHANNEL, (payload) => this.received(payload));
      this.listening = true;
    } else if (this.options.databaseUrl) {
      await this.connect();
    } else {
      this.local = true;
    }
  }

  onEvento(handler: (evento: EventoDaSala) => void): () => void {
    this.handlers.add(handler);
    return () => void this.handlers.delete(handler);
  }

  /** Stores the event and notifies every replica (this one included), in one statement. */
  async publish(evento: EventoDaSala): Promise<void> {
    if (this.local) {
      this.chain = this.chain.then(() => {
        for (const handler of this.handlers) handler(evento);
      });
      return;
    }
    await this.options.db.execute(sql`
      WITH m AS (INSERT INTO sala_mensagens (sessao_id, corpo) VALUES (${evento.sessaoId}, ${JSON.stringify(evento)}::jsonb) RETURNING id)
      SELECT pg_notify(${SALA_CHANNEL}, id::text) FROM m`);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.unlisten?.().catch(() => {});
    const client = this.client;
    this.client = null;
    this.listening = false;
    if (client) await client.end().catch(() => {});
    await this.chain;
  }

  private received(payload: string | undefined): void {
    const id = Number(payload);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    this.chain = this.chain.then(() => this.deliver(id)).catch((error: unknown) => {
      this.options.log?.warn({ err: { message: (error as Error).message } }, 'sala: mensagem não lida');
    });
  }

  private async deliver(id: number): Promise<void> {
    if (this.closed || this.recentes.has(id)) return;
    const rows = await this.rows<{ corpo: unknown }>(sql`SELECT corpo FROM sala_mensagens WHERE id = ${id}`);
    // seen once read (a failed read leaves it to the next catch-up)
    this.recentes.add(id);
    if (this.recentes.size > RECENTES_MAX) this.recentes.delete(this.recentes.values().next().value!);
    if (this.ultimoId !== null && id > this.ultimoId) this.ultimoId = id;
    const corpo = typeof rows[0]?.corpo === 'string' ? (JSON.parse(rows[0].corpo) as unknown) : rows[0]?.corpo;
    const evento = lerEvento(corpo);
    if (!evento) return;
    for (const handler of this.handlers) handler(evento);
  }

  private async connect(): Promise<void> {
    if (this.closed || !this.options.databaseUrl) return;
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      application_name: SALA_LISTENER_APPLICATION_NAME,
    });
    this.client = client;
    let lost = false;
    const onLost = () => {
      if (lost || this.client !== client) return;
      lost = true;
      this.listening = false;
      void client.end().catch(() => {});
      if (this.closed) return;
      const wait = this.delay;
      this.delay = Math.min(this.delay * 2, Math.max(2000, this.firstDelay));
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.connect();
      }, wait);
      this.timer.unref();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (message) => {
      if (message.channel === SALA_CHANNEL) this.received(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${SALA_CHANNEL}`);
    } catch {
      onLost();
      return;
    }
    if (this.closed || lost) return;
    this.listening = true;
    this.delay = this.firstDelay;
    // in the chain, after the notifications already queued: the order of the rows is kept
    this.chain = this.chain.then(() => this.catchUp()).catch((error: unknown) => {
      this.options.log?.warn({ err: { message: (error as Error).message } }, 'sala: mensagens perdidas não relidas');
    });
  }

  /** First LISTEN: notes where the channel stands (older rows are not this replica's business).
   * A reconnection: hands over the rows written since the last one seen. */
  private async catchUp(): Promise<void> {
    if (this.closed) return;
    if (this.ultimoId === null) {
      const [row] = await this.rows<{ ultimo: unknown }>(sql`SELECT coalesce(max(id), 0) AS ultimo FROM sala_mensagens`);
      this.ultimoId = Number(row?.ultimo ?? 0);
      return;
    }
    const missed = await this.rows<{ id: unknown }>(sql`SELECT id FROM sala_mensagens WHERE id > ${this.ultimoId} ORDER BY id`);
    for (const { id } of missed) await this.deliver(Number(id));
  }

  private async rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    // both drivers answer { rows } (db/columns.ts)
    return ((await this.options.db.execute(query)) as unknown as { rows: T[] }).rows;
  }
}
