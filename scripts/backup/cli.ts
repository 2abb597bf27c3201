// `npm run backup [-- <folder>]` and `npm run restore -- <folder> [--replace]` (docs/operations.md,
// "Backup and restore"), configured like the api itself: DATABASE_URL (PostgreSQL: pg_dump /
// pg_restore, custom format) or the embedded PGlite of DATA_DIR/pglite (while an api runs on it,
// the backup is taken by that api through its control socket; a restore waits for it to stop),
// and the uploads of DATA_DIR/uploads or of S3_BUCKET (its listing). The work is @acolhe/api/backup's.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { BackupError, backup, partialFolders, restore } from '@acolhe/api/backup';
import { ConfigError, loadConfig } from '@acolhe/api/config';

const [command, ...args] = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const positional = args.filter((a) => !a.startsWith('--'));
const log = (line: string) => console.log(`[${command ?? 'backup'}] ${line}`);

function fail(message: string): never {
  console.error(`[${command ?? 'backup'}] ${message}`);
  process.exit(1);
}

// interrupted (Ctrl+C, SIGTERM): the backup being written is removed, never left half-made
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const folder of partialFolders) rmSync(folder, { recursive: true, force: true });
    fail(`interrompido (${signal})${partialFolders.size > 0 ? `: a pasta parcial ${[...partialFolders].join(', ')} foi apagada` : ''}.`);
  });
}

async function main() {
  const config = loadConfig();
  const source = { databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, uploadsDir: config.uploadsDir, s3: config.s3 };
  const where = config.databaseUrl ? `PostgreSQL ${new URL(config.databaseUrl).host}${new URL(config.databaseUrl).pathname}` : `PGlite ${config.pgliteDir}`;
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = path.resolve(positional[0] ?? path.join(config.dataDir, 'backups', `acolhe-${stamp}`));
    log(`${where} → ${out}`);
    const manifest = await backup(source, out);
    const rows = Object.values(manifest.database.tables).reduce((a, b) => a + b, 0);
    const uploads = manifest.uploads.kind === 'disk' ? `${manifest.uploads.files} arquivos enviados` : manifest.uploads.kind === 'bucket' ? `listagem de ${manifest.uploads.objects} objetos do bucket ${manifest.uploads.bucket}` : 'sem envios';
    const by = manifest.takenBy === undefined ? '' : manifest.takenBy === 'folder' ? ' (da pasta, nenhum api rodando)' : ` (tirado pelo api em execução, pid ${manifest.takenBy.api})`;
    log(`pronto${by}: ${Object.keys(manifest.database.tables).length} tabelas, ${rows} linhas, ${manifest.database.migrations} migrações, ${uploads}`);
    log(`restaurar: npm run restore -- ${out}`);
  } else if (command === 'restore') {
    const from = positional[0];
    if (!from) fail('uso: npm run restore -- <pasta do backup> [--replace]');
    log(`${path.resolve(from)} → ${where}`);
    const result = await restore(path.resolve(from), source, { replace: flags.has('--replace') });
    if (result.previousPgliteDir) log(`o banco que estava lá foi guardado em ${result.previousPgliteDir}`);
    if (result.missingObjects?.length) log(`atenção: ${result.missingObjects.length} objetos da listagem não estão no bucket (ex.: ${result.missingObjects.slice(0, 3).join(', ')})`);
    log(`pronto e conferido: ${Object.keys(result.restored.tables).length} tabelas com as mesmas linhas do backup, sessões com o mesmo checksum`);
  } else {
    fail('uso: npm run backup [-- <pasta>] | npm run restore -- <pasta> [--replace]');
  }
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) {
    // a bug under a BackupError (what failed while a backup was written): its stack too
    if (error.cause instanceof Error && !(error.cause instanceof BackupError)) console.error(error.cause);
    fail(error.message);
  }
  console.error(error);
  process.exit(1);
});
