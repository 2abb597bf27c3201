// Domain events (docs/decisions/0048-feature-slices-and-events.md). A command writes its state and
// publishes what happened — `SessaoConfirmada`, `PagamentoConfirmado`, … — inside the same
// transaction; the reactions subscribe, so no feature calls another's side effects:
// - `withinTransaction` subscribers run inside the command's transaction (their writes commit or
//   roll back with the change): the notifications' rows (inbox and e-mail outbox), reminders,
//   series extension;
// - `afterCommit` subscribers run on this replica once the change is committed: the caches
//   (the other replicas hear the database's LISTEN/NOTIFY, as before); a failure there is logged and
//   never undoes or fails the command.
// - `prepare` subscribers serve a command that writes in ONE statement (a database function, e.g.
//   the booking: issue 47 item 2): asked before the write, they render the outbox rows of their
//   reaction from the event and what the command already read (`EventContexts`), and the command
//   hands those rows to its function, which writes them with its state. No round trip is added.
// An in-transaction subscriber may publish what its reaction did (the series a confirmation
// accepts is extended, and that is told), in the same transaction.
// Each slice declares its events by augmenting `DomainEvents` beside its commands
// (`declare module '../eventos/bus'`), so a publisher and its subscribers share one payload type.
// This module knows no feature.
import type { Database, Executor } from '../db/client';

/** Every event of the product, by name → payload; augmented by each slice's `events.ts`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainEvents {}

export type EventName = keyof DomainEvents;

/** What a command that writes in one statement already read, by event name: the context its
 * `prepare` subscribers render from (augmented beside `DomainEvents`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface EventContexts {}

/** An event whose command writes in one statement (it has a context). */
export type PreparedName = EventName & keyof EventContexts;

/** One outbox row as a database function takes it: a JSON object keyed by column name
 * (acolhe_escrever_notificacoes, the outbox's one write). */
export type OutboxJsonRow = Readonly<Record<string, unknown>>;

export interface Published<N extends EventName = EventName> {
  name: N;
  payload: DomainEvents[N];
  /** the command's clock */
  at: Date;
}

/** What a command publishes through: the events of one transaction. */
export type Publish = <N extends EventName>(name: N, payload: DomainEvents[N]) => Promise<void>;

type InTransaction<N extends EventName> = (tx: Executor, event: Published<N>, publish: Publish) => Promise<void>;
type AfterCommit<N extends EventName> = (event: Published<N>) => void | Promise<void>;
type Prepare<N extends PreparedName> = (event: Published<N>, context: EventContexts[N]) => readonly OutboxJsonRow[];

export interface BusLog {
  error: (object: object, message: string) => void;
}

export class EventBus {
  private readonly inTransaction = new Map<EventName, InTransaction<EventName>[]>();
  private readonly afterCommitted = new Map<EventName, AfterCommit<EventName>[]>();
  private readonly preparers = new Map<EventName, Prepare<PreparedName>[]>();

  constructor(private readonly log: BusLog = { error: () => {} }) {}

  /** Runs `handler` inside the transaction of every `name` published (its writes commit with it). */
  withinTransaction<N extends EventName>(name: N, handler: InTransaction<N>): void {
    this.inTransaction.set(name, [...(this.inTransaction.get(name) ?? []), handler as unknown as InTransaction<EventName>]);
  }

  /** Runs `handler` on this replica after the commit of every `name` published. */
  afterCommit<N extends EventName>(name: N, handler: AfterCommit<N>): void {
    this.afterCommitted.set(name, [...(this.afterCommitted.get(name) ?? []), handler as unknown as AfterCommit<EventName>]);
  }

  /** Renders, before the command's one-statement write, the outbox rows of every `name` published
   * (`prepared`): the reaction written with the change, without a round trip of its own. */
  prepare<N extends PreparedName>(name: N, handler: Prepare<N>): void {
    this.preparers.set(name, [...(this.preparers.get(name) ?? []), handler as unknown as Prepare<PreparedName>]);
  }

  /** Whether anything hears `name` (tests: every published event has a subscriber). */
  hears(name: EventName): boolean {
    return (this.inTransaction.get(name)?.length ?? 0) + (this.afterCommitted.get(name)?.length ?? 0) + (this.preparers.get(name)?.length ?? 0) > 0;
  }

  /**
   * For a command that writes its state in ONE statement (a database function): the event and the
   * outbox rows its `prepare` subscribers render from it and `context`, to hand to that function.
   * Once the statement has returned (committed), the command calls `afterCommitOf([event])`. An
   * event with in-transaction subscribers cannot be published this way (they need a transaction
   * the one statement does not give): that is refused at once, not silently skipped.
   */
  prepared<N extends PreparedName>(name: N, payload: DomainEvents[N], context: EventContexts[N], now: Date): { event: Published<N>; rows: OutboxJsonRow[] } {
    if ((this.inTransaction.get(name)?.length ?? 0) > 0) {
      throw new Error(`${name}: publicado numa só instrução, mas tem assinantes dentro da transação`);
    }
    const event = { name, payload, at: now } as Published<N>;
    const rows = (this.preparers.get(name) ?? []).flatMap((handler) => handler(event as unknown as Published<PreparedName>, context as EventContexts[PreparedName]));
    return { event, rows };
  }

  /**
   * Runs `work` in one transaction of `db`; what it publishes reaches the in-transaction
   * subscribers at once and the after-commit ones once the transaction has committed. A rollback
   * (an error thrown by `work` or by a subscriber) publishes nothing after it.
   */
  async transaction<T>(db: Database | Executor, now: Date, work: (tx: Executor, publish: Publish) => Promise<T>): Promise<T> {
    const committed: Published[] = [];
    const result = await db.transaction(async (tx) => {
      const publish: Publish = async (name, payload) => {
        // its reaction is rows rendered before a one-statement write: published here, it would be lost
        if ((this.preparers.get(name)?.length ?? 0) > 0) throw new Error(`${name}: seus assinantes preparam linhas antes da escrita (use prepared)`);
        const event = { name, payload, at: now } as Published;
        for (const handler of this.inTransaction.get(name) ?? []) await handler(tx, event, publish);
        committed.push(event);
      };
      return work(tx, publish);
    });
    await this.afterCommitOf(committed);
    return result;
  }

  /** The after-commit subscribers of events published by a command that committed by itself (a
   * single database function, e.g. the booking): call after its statement returned. */
  async afterCommitOf(events: readonly Published[]): Promise<void> {
    for (const event of events) {
      for (const handler of this.afterCommitted.get(event.name) ?? []) {
        try {
          await handler(event);
        } catch (error) {
          this.log.error({ err: error, event: event.name }, 'evento: uma reação após o commit falhou');
        }
      }
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the domain events' bus (eventos/bus.ts) */
    bus: EventBus;
  }
}
