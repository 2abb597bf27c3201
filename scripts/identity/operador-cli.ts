// `npm run operador -- adicionar <email>` / `remover <email>` / `reativar <email>` (issues 32, 40):
// manages the operators' pool of a RUNNING identity emulator with signed admin calls; `remover` and
// `reativar` then ask the RUNNING api to read the operator's state (its revocation, issue 40).
// Env: IDENTITY_URL (default http://localhost:<IDENTITY_PORT or 9229>), IDENTITY_DATA_DIR (default
// $DATA_DIR/identity or <repo>/.data/identity, where the admin credentials are), or IDENTITY_ADMIN_ACCESS_KEY_ID +
// IDENTITY_ADMIN_SECRET_ACCESS_KEY; API_URL (default http://localhost:<API_PORT or 4000>).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_IDENTITY_PORT, LOCAL_OPERADORES_POOL_ID, LOCAL_REGION } from './constants';
import { KEYS_FOLDER, loadOrCreateAdminCredentials } from './keys';
import { OperadorCliError, adminCaller, apiSyncer, operadorCommand } from './operadores';
import { adminCall } from './users';

const url = process.env.IDENTITY_URL ?? `http://localhost:${process.env.IDENTITY_PORT ?? DEFAULT_IDENTITY_PORT}`;
const apiUrl = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 4000}`;
// npm start keeps it in $DATA_DIR/identity (default <repo>/.data/identity)
const dataDir = resolve(
  process.env.IDENTITY_DATA_DIR ??
    (process.env.DATA_DIR ? join(process.env.DATA_DIR, 'identity') : fileURLToPath(new URL('../../.data/identity', import.meta.url))),
);

try {
  const fromEnv = Boolean(process.env.IDENTITY_ADMIN_ACCESS_KEY_ID || process.env.IDENTITY_ADMIN_SECRET_ACCESS_KEY);
  // never generate credentials here: they must be the running emulator's
  if (!fromEnv && !existsSync(join(dataDir, KEYS_FOLDER, 'admin-credentials.json')))
    throw new OperadorCliError(
      `Credenciais de administração da identidade não encontradas em ${join(dataDir, KEYS_FOLDER)}: rode npm start uma vez (ou defina IDENTITY_DATA_DIR / IDENTITY_ADMIN_ACCESS_KEY_ID e IDENTITY_ADMIN_SECRET_ACCESS_KEY).`,
    );
  const endpoint = { url, region: LOCAL_REGION, adminCredentials: loadOrCreateAdminCredentials(dataDir) };
  const lines = await operadorCommand(process.argv.slice(2), adminCaller(endpoint, adminCall), LOCAL_OPERADORES_POOL_ID, apiSyncer(apiUrl));
  for (const line of lines) console.log(line);
} catch (err) {
  console.error(`[operador] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
