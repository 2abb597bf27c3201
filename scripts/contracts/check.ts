// `npm test`'s contracts step (docs/architecture.md, "Contracts between rooms"): builds the shell
// and the remotes — through the local stack's build, so what is fresh is not built again and the
// e2e step after it builds nothing — then compares their manifests with
// @acolhe/shared-domain/contracts and with what the shell and the remotes load (compare.ts).
//   npx tsx scripts/contracts/check.ts
import { buildFrontends } from '../stack/build';
import { collectContractInput } from './collect';
import { compareContracts } from './compare';

async function main(): Promise<number> {
  const started = Date.now();
  await buildFrontends();
  const input = await collectContractInput();
  const problems = compareContracts(input);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length > 0) {
    console.error(`[contratos] ${problems.length} problema(s) entre as salas:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error('O contrato está em shared-domain/src/contracts/remotes.ts; as exposições, em <sala>/exposes.json.');
    return 1;
  }
  const exposed = input.remotes.reduce((n, m) => n + m.exposes.length, 0);
  console.log(`[contratos] ok: ${exposed} módulos expostos como o contrato diz, ${input.loads.length} carregamentos, singletons compatíveis (${seconds} s)`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
