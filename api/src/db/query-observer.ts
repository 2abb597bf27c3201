// Who may watch the embedded database's statements (issue 47 item 4: traces on the default). The
// node-postgres driver is traced by OpenTelemetry's pg instrumentation; PGlite has none, so its
// statements pass through here: with no observer (tracing off, the default) a statement runs as is;
// src/tracing/start.ts installs one that wraps each in a span. This module imports nothing of
// OpenTelemetry (tracing/loading.test.ts): the product never loads it unless tracing is configured.

/** Runs `run` (one statement, `statement` its SQL text with placeholders) and answers its result. */
export type QueryObserver = <T>(statement: string, run: () => Promise<T>) => Promise<T>;

let observer: QueryObserver | undefined;

/** Installs the observer of every PGlite statement of this process (undefined: none). */
export function observeEmbeddedQueries(next: QueryObserver | undefined): void {
  observer = next;
}

/** One statement of the embedded database, through the observer when there is one. */
export function observed<T>(statement: string, run: () => Promise<T>): Promise<T> {
  return observer ? observer(statement, run) : run();
}
