// One api replica, started by src/server.ts (after tracing, when configured), configured
// only by its environment (api/README.md, "Configuration"; N replicas behind a load balancer:
// "Running several replicas"). Migrates, keeps the specialty catalogue current, seeds an empty
// database (SEED=false disables), on PostgreSQL listens for the other replicas' writes to the
// public reads, listens, and shuts down gracefully on SIGTERM/SIGINT. On the embedded PGlite it
// holds its folder's lock and answers `npm run backup` on a local socket (backup/control.ts).
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { createDatabase } from './db/client';
import { uploadStorage } from './uploads/plugin';
import { S3Storage } from './uploads/s3-storage';
import { ensureCatalogue } from './catalogo/especialidades';
import { CacheEvents } from './lib/cache-events';
import { PublicCacheSync } from './lib/public-cache-sync';
import { isDatabaseEmpty, seedDatabase } from './seed/index';
import { loadKeyring } from './prontuario/keys';
import { runShutdownHooks } from './tracing/shutdown';
import { migrateDatabase } from './database';
import { ControlError, holdEmbeddedDatabase } from './backup/control';
import { pgliteOf, snapshotPglite } from './backup/backup';

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`[api] configuração inválida: ${error.message}`);
  process.exit(1);
}
// PGlite is one process's database: its folder is claimed before it is opened (a backup, a
// restore or an api still stopping that holds it is waited for, up to a minute; then refused)
const embedded = config.databaseUrl
  ? null
  : await holdEmbeddedDatabase(config.pgliteDir, {
      onWait: (holder) => console.error(`[api] esperando o ${holder.holder} (pid ${holder.pid}) liberar ${config.pgliteDir}…`),
    }).catch((error: unknown) => {
      if (!(error instanceof ControlError)) throw error;
      console.error(`[api] ${error.message}`);
      process.exit(1);
    });
const handle = await createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
await migrateDatabase(handle);
await ensureCatalogue(handle.db);

// the caches' events: the app's writes, the other replicas' (cacheSync) and the seed's
const events = new CacheEvents();
const app = await buildApp({ db: handle.db, raw: handle.raw, pool: handle.pool, driver: handle.driver, config, events });
const cacheSync = config.databaseUrl
  ? new PublicCacheSync({ databaseUrl: config.databaseUrl, execute: (text, values) => handle.raw.executeSql(text, values), log: app.log, events })
  : null;
await cacheSync?.start();
// `npm run backup` while this api runs: the snapshot is taken here, where the database is held
await embedded?.serveBackups(() => snapshotPglite(pgliteOf(handle.db)), app.log);
if (config.seed && (await isDatabaseEmpty(handle.db))) {
  // the sample verification documents go to the same storage the api reads (disk or bucket)
  const storage = uploadStorage(config);
  // the demo prontuário entry is sealed with the keys the app uses (the file buildApp made, or the configured ones)
  const prontuarioKeys = loadKeyring(config.prontuario, config.dataDir).keyring;
  const summary = await seedDatabase(handle.db, { now: new Date(), storage, events, prontuarioKeys });
  if (storage instanceof S3Storage) storage.close();
  app.log.info(summary, 'empty database seeded with demo data');
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // A keep-alive connection whose request finishes after the close began would hold the server
  // open until its idle timeout: closed as soon as it is idle.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  idle.unref();
  try {
    await app.close(); // stops accepting, answers the requests in flight
    app.log.info('http server closed');
    await cacheSync?.close();
    await handle.close();
    await embedded?.close();
    app.log.info('database closed');
    await runShutdownHooks();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`api (${handle.driver}) listening on http://${config.host}:${config.port} — docs at /docs`);
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await cacheSync?.close();
  await handle.close();
  await embedded?.close();
  process.exit(1);
}
