// The impure half of the contracts check: reads the built manifests (`<room>/dist/mf-manifest.json`)
// and finds what the shell and the remotes load — the shell's route table itself, and every
// `exposedModule('remote', 'Module')` or 'remote/Module' literal in the rooms' sources.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REMOTE_NAMES, exposedNames } from '@acolhe/shared-domain/contracts';
import { FRONTENDS, repoRoot } from '../stack/paths';
import type { BuiltManifest, ContractCheckInput, ModuleLoad, SharedEntry } from './compare';

interface RawManifest {
  name?: unknown;
  exposes?: Array<{ name?: unknown }>;
  shared?: Array<{ name?: unknown; version?: unknown; requiredVersion?: unknown; singleton?: unknown }>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function readManifest(folder: string, root = repoRoot): BuiltManifest {
  const path = join(root, folder, 'dist', 'mf-manifest.json');
  if (!existsSync(path)) throw new Error(`${folder}: sem dist/mf-manifest.json (o build falhou?)`);
  const raw = JSON.parse(readFileSync(path, 'utf8')) as RawManifest;
  return {
    name: text(raw.name),
    folder,
    exposes: (raw.exposes ?? []).map((e) => text(e.name)),
    shared: (raw.shared ?? []).map(
      (s): SharedEntry => ({ name: text(s.name), version: text(s.version), requiredVersion: text(s.requiredVersion), singleton: s.singleton === true }),
    ),
  };
}

const SOURCE = /\.tsx?$/;
const NOT_SHIPPED = /(\.test\.tsx?$|\/test\/|\/__tests__\/|\/test-utils\/)/;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !NOT_SHIPPED.test(path) ? [path] : [];
  });
}

/** `exposedModule('booking', 'BookingCard')` and quoted `'booking/BookingCard'` in one source text. */
export function modulesNamedIn(source: string, remotes: readonly string[] = REMOTE_NAMES): string[] {
  const names = remotes.join('|');
  const calls = [...source.matchAll(/exposedModule\(\s*['"](\w+)['"]\s*,\s*['"](\w+)['"]\s*\)/g)].map((m) => `${m[1]}/${m[2]}`);
  const literals = [...source.matchAll(new RegExp(`['"]((?:${names})/\\w+)['"]`, 'g'))].map((m) => m[1]!);
  return [...calls, ...literals];
}

interface RouteTableModule {
  routeTable: Array<{ path: string; page: { remote?: string; module?: string } }>;
}

/** What the shell's route table mounts, and what any room's shipped source names. */
export async function collectLoads(root = repoRoot): Promise<ModuleLoad[]> {
  // The route table itself (its pages are lazy imports: loading it runs none of them).
  const { routeTable } = (await import(join(root, 'shell/src/routes/routeTable.ts'))) as RouteTableModule;
  const loads: ModuleLoad[] = routeTable.flatMap(({ path, page }) =>
    page.remote ? [{ module: `${page.remote}/${page.module}`, by: `shell (rota ${path})` }] : [],
  );
  for (const folder of FRONTENDS) {
    for (const file of sourceFiles(join(root, folder, 'src'))) {
      for (const module of modulesNamedIn(readFileSync(file, 'utf8'))) loads.push({ module, by: relative(root, file) });
    }
  }
  return loads;
}

export async function collectContractInput(root = repoRoot): Promise<ContractCheckInput> {
  const manifests = FRONTENDS.map((folder) => readManifest(folder, root));
  const shell = manifests.find((m) => m.folder === 'shell')!;
  return {
    contract: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, exposedNames(remote)])),
    remotes: manifests.filter((m) => m !== shell),
    shell,
    loads: await collectLoads(root),
  };
}

