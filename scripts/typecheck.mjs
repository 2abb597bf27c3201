// `npm run typecheck`: strict tsc over every package, two at a time (2-core machines).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const packages = ['shared-domain', 'shared-auth', 'shared-ui', 'shell', 'mfe-discovery', 'mfe-booking',
  'mfe-therapist-area', 'mfe-client-area', 'mfe-operacao', 'api', 'e2e', 'scripts'].filter((p) => existsSync(`${p}/tsconfig.json`));
const failed = [];
async function check(pkg) {
  await new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', `${pkg}/tsconfig.json`], { stdio: 'inherit' });
    child.on('exit', (code) => { if (code !== 0) failed.push(pkg); resolve(); });
  });
}
const queue = [...packages];
await Promise.all([0, 1].map(async () => { while (queue.length) await check(queue.shift()); }));
if (failed.length) { console.error(`typecheck falhou em: ${failed.join(', ')}`); process.exit(1); }
console.log(`typecheck ok (${packages.length} pacotes)`);
