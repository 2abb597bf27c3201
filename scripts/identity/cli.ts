// Standalone identity emulator: `npx tsx scripts/identity/cli.ts`
// Env: IDENTITY_PORT (default 9229), IDENTITY_DATA_DIR (default <repo>/.data/identity),
// IDENTITY_ADMIN_ACCESS_KEY_ID + IDENTITY_ADMIN_SECRET_ACCESS_KEY (default: generated per data folder).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@acolhe/api/demo-accounts';
import { DEFAULT_IDENTITY_PORT } from './constants';
import { startIdentityEmulator } from './emulator';
import { adminCredentialsLocation } from './keys';
import { demoOperadorFile, ensureDemoOperador } from './operadores';
import { ensureDemoUsers } from './users';

const port = Number(process.env.IDENTITY_PORT ?? DEFAULT_IDENTITY_PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`[identidade] IDENTITY_PORT inválida: ${process.env.IDENTITY_PORT}`);
  process.exit(1);
}
const dataDir = resolve(process.env.IDENTITY_DATA_DIR ?? fileURLToPath(new URL('../../.data/identity', import.meta.url)));

const emulator = await startIdentityEmulator({ port, dataDir }).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
await ensureDemoUsers(emulator);
await ensureDemoOperador(emulator);

console.log(`[identidade] emulador do Cognito em ${emulator.url} (pool ${emulator.userPoolId}, cliente ${emulator.clientId})`);
console.log(`[identidade] emissor ${emulator.issuer} · JWKS ${emulator.jwksUrl}`);
console.log(`[identidade] dados em ${dataDir}`);
console.log(
  `[identidade] operações Admin*/List* só com assinatura SigV4 (${emulator.region}, serviço cognito-idp): chave e segredo em ${adminCredentialsLocation(dataDir)}`,
);
console.log(
  `[identidade] códigos "enviados por e-mail" (nunca neste console) em ${emulator.url}/_mailbox/ui (JSON: ${emulator.url}/_mailbox) e em ${resolve(dataDir, 'mailbox.jsonl')}`,
);
console.log(
  `[identidade] operadores: pool ${emulator.operadores.userPoolId}, cliente ${emulator.operadores.clientId} (MFA TOTP obrigatório); operador de demonstração: senha e segredo em ${demoOperadorFile(dataDir)}`,
);
console.log(`[identidade] contas de demonstração (senha ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => `${a.email} (${a.tipo})`).join(', ')}`);

let closing = false;
const stop = () => {
  if (closing) return;
  closing = true;
  emulator.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
