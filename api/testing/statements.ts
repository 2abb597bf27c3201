// Counting the statements a request sends (issue 47: on PGlite each is a round trip of the api's one
// thread): PGlite through the statement observer (src/db/query-observer.ts), PostgreSQL through
// node-postgres's client. BEGIN/COMMIT/SAVEPOINT are left out (PGlite's transactions are not
// observed either). Call `stop()` in a finally.
import pg from 'pg';
import { observeEmbeddedQueries } from '../src/db/query-observer';

export function countStatements(): { statements: string[]; stop: () => void } {
  const statements: string[] = [];
  const skip = /^\s*(begin|commit|rollback|savepoint|release)\b/i;
  const record = (text: unknown) => {
    const sqlText = typeof text === 'string' ? text : String((text as { text?: unknown })?.text ?? '');
    if (!skip.test(sqlText)) statements.push(sqlText);
  };
  observeEmbeddedQueries((statement, run) => {
    record(statement);
    return run();
  });
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    record(args[0]);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return {
    statements,
    stop: () => {
      observeEmbeddedQueries(undefined);
      pg.Client.prototype.query = query;
    },
  };
}
