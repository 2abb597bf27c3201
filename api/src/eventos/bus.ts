// Domain events (docs/decisions/0048-feature-slices-and-events.md). A command writes its state and
// publishes what happened — `SessaoConfirmada`, `PagamentoConfirmado`, … — inside the same
// transaction; the reactions subscribe, so no feature calls another's side effects:
// - `withinTransaction` subscribers run inside the command's transaction (their writes commit or
//   roll back with the change): the notifications' rows (inbox and e-mail outbox), reminders,
//   series extension;
// - `afterCommit` subscribers run on this replica once the change is committed: the caches
//   (the other replicas hear the database's LISTEN/NOTIFY, as before); a failure there is logged and
//   never undoes or fails the command.
// Each slice declares its events by augmenting `DomainEvents` beside its commands
// (`declare module '../eventos/bus'`), so a publisher and its subscribers share one payload type.
// This module knows no feature.
import type { Database, Executor } from '../db/client';

/** Every event of the product, by name → payload; augmented by each slice's `events.ts`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainEvents {}

export type EventName = keyof DomainEvents;

export interface Published<N extends EventName = EventName> {
  name: N;
  payload: DomainEvents[N];
  /** the command's clock */
  at: Date;
}

type InTransaction<N extends EventName> = (tx: Executor, event: Published<N>) => Promise<void>;
type AfterCommit<N extends EventName> = (event: Published<N>) => void | Promise<void>;

/** What a command publishes through: the events of one transaction. */
export type Publish = <N extends EventName>(name: N, payload: DomainEvents[N]) => Promise<void>;

export interface BusLog {
  error: (object: object, message: string) => void;
}

export class EventBus {
  private readonly inTransaction = new Map<EventName, InTransaction<EventName>[]>();
  private readonly afterCommitted = new Map<EventName, AfterCommit<EventName>[]>();

  constructor(private readonly log: BusLog = { error: () => {} }) {}

  /** Runs `handler` inside the transaction of every `name` published (its writes commit with it). */
  withinTransaction<N extends EventName>(name: N, handler: InTransaction<N>): void {
    this.inTransaction.set(name, [...(this.inTransaction.get(name) ?? []), handler as unknown as InTransaction<EventName>]);
  }

  /** Runs `handler` on this replica after the commit of every `name` published. */
  afterCommit<N extends EventName>(name: N, handler: AfterCommit<N>): void {
    this.afterCommitted.set(name, [...(this.afterCommitted.get(name) ?? []), handler as unknown as AfterCommit<EventName>]);
  }

  /** Whether anything hears `name` (tests: every published event has a subscriber). */
  hears(name: EventName): boolean {
    return (this.inTransaction.get(name)?.length ?? 0) + (this.afterCommitted.get(name)?.length ?? 0) > 0;
  }

  /**
   * Runs `work` in one transaction of `db`; what it publishes reaches the in-transaction
   * subscribers at once and the after-commit ones once the transaction has committed. A rollback
   * (an error thrown by `work` or by a subscriber) publishes nothing after it.
   */
  async transaction<T>(db: Database | Executor, now: Date, work: (tx: Executor, publish: Publish) => Promise<T>): Promise<T> {
    const committed: Published[] = [];
    const result = await db.transaction(async (tx) =>
      work(tx, async (name, payload) => {
        const event = { name, payload, at: now } as Published;
        for (const handler of this.inTransaction.get(name) ?? []) await handler(tx, event);
        committed.push(event);
      }),
    );
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
