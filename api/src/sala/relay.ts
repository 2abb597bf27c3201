// Signalling between api replicas: the two parties of a room may be connected to different
// replicas. A message is a row of sala_mensagens (an SDP can exceed NOTIFY's 8000-byte payload)
// and its id goes by `NOTIFY acolhe_sala`; every replica reads the row and hands it to its own
// sockets of that session, which filter by role. The same path serves one replica alone: on
// PGlite the notification is heard in-process (raw.listen), on PostgreSQL through a LISTEN
// connection of this replica (reconnected with back-off; messages sent while it is down are lost,
// and the page reconnects). Notifications are handled one at a time, in order, so an offer is
// never overtaken by its own candidates.
import * as v from 'valibot';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { PAPEIS_NA_SALA, mensagemDoClienteSchema, type PapelNaSala, type SinalDoCliente } from '@acolhe/shared-domain';
import type { Database, RawSql } from '../db/client';

export const SALA_CHANNEL = 'acolhe_sala';
export const SALA_LISTENER_APPLICATION_NAME = 'acolhe-sala-listener';

/** What one socket tells the sockets of its session, on whichever replica. */
export interface EventoDaSala {
  sessaoId: string;
  de: PapelNaSala;
  /** the sending socket (a replica ignores nothing: the receiving socket skips its own) */
  socketId: string;
  /** entrou: joined; presente: answers an 'entrou' (I am here too); saiu: left; sinal: oferta/resposta/candidato */
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
    if (!sinal || (sinal.tipo !== 'oferta' && sinal.tipo !== 'resposta' && sinal.tipo !== 'candidato')) return null;
    return { ...rest, sinal };
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
}

export class SalaRelay {
  private readonly handlers = new Set<(evento: EventoDaSala) => void>();
  private chain: Promise<void> = Promise.resolve();
  private client: pg.Client | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private closed = false;
  private delay = 100;
  private timer: NodeJS.Timeout | null = null;
  /** whether this replica hears the channel now (metrics, tests) */
  listening = false;
  /** neither PGlite's in-process notifications nor a PostgreSQL URL: one process, handed over directly */
  private local = false;

  constructor(private readonly options: SalaRelayOptions) {}

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
    if (this.closed) return;
    const result = (await this.options.db.execute(sql`SELECT corpo FROM sala_mensagens WHERE id = ${id}`)) as unknown as
      | { rows?: { corpo: unknown }[] }
      | { corpo: unknown }[];
    const rows = Array.isArray(result) ? result : (result.rows ?? []);
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
      this.delay = Math.min(this.delay * 2, 2000);
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
    this.delay = 100;
  }
}
