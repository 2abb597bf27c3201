import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// `npm start` / `npm test` must work on a machine with only Node and npm (scripts/bootstrap.mjs).
const manifest = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {
  pnpmVersion?: string;
  packageManager?: string;
  devEngines?: { packageManager?: unknown };
  scripts: Record<string, string>;
};

describe('root package.json and the bootstrap', () => {
  it('pins pnpm to an exact version in a field pnpm itself does not act on', () => {
    expect(manifest.pnpmVersion).toMatch(/^\d+\.\d+\.\d+$/);
    // A `packageManager`/`devEngines` pin makes pnpm 12 resolve @pnpm/exe and every platform package
    // from the registry on install, which failed a clean CI run (ERR_PNPM_BAD_CONFIG_DEP).
    expect(manifest.packageManager).toBeUndefined();
    expect(manifest.devEngines?.packageManager).toBeUndefined();
  });

  it('runs no root script through pnpm, which is not on PATH on a clean machine', () => {
    const throughPnpm = Object.entries(manifest.scripts).filter(([, cmd]) => /(^|[\s;&|])pnpm\s/.test(cmd));
    expect(throughPnpm).toEqual([]);
  });

  it('installs with pnpm told to ignore any package-manager pin', () => {
    const bootstrap = readFileSync(join(__dirname, 'bootstrap.mjs'), 'utf8');
    expect(bootstrap).toContain("'install', '--pm-on-fail=ignore'");
  });
});
