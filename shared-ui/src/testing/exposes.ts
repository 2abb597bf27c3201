// The five remotes' exposes test (mfe-*/src/pages/exposes.test.ts): the build's exposes
// (exposes.json, which each webpack.config.cjs reads) must build each contract name from the very
// module the contract types, so a name wired to another file fails.
import path from 'node:path';

/** `exposes`: the remote's exposes.json; `entries`: its contract-typed components; `root`: the
 * remote's folder (the files in exposes.json are relative to it). */
export async function expectExposesBuiltFrom(exposes: Record<string, string>, entries: Record<string, unknown>, root: string): Promise<void> {
  const built = await Promise.all(
    Object.entries(exposes).map(async ([name, file]) => {
      const loaded = (await import(path.join(root, file))) as { default: unknown };
      return [name.replace(/^\.\//, ''), loaded.default] as const;
    }),
  );
  expect(built.map(([name]) => name).sort()).toEqual(Object.keys(entries).sort());
  for (const [name, component] of built) expect(component).toBe(entries[name]);
}
