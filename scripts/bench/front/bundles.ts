// Bytes of the front-ends as built (the dist folders the stack serves), raw and gzip:
// every remote's remoteEntry.js and, per exposed page, its own chunks (from mf-manifest.json);
// the shell's initial JavaScript is measured in the browser (bundles of ./pages.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Bytes {
  raw: number;
  gzip: number;
}

export const sizeOf = (buffers: Buffer[]): Bytes => ({
  raw: buffers.reduce((n, b) => n + b.length, 0),
  gzip: buffers.reduce((n, b) => n + gzipSync(b).length, 0),
});

export function fileBytes(dir: string, files: string[]): Bytes {
  return sizeOf(files.filter((f) => existsSync(join(dir, f))).map((f) => readFileSync(join(dir, f))));
}

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

export interface RemoteBytes {
  remote: string;
  entry: Bytes;
  exposes: { name: string; sync: Bytes; async: Bytes }[];
}

export function remoteBytes(repoRoot: string, folder: string): RemoteBytes {
  const dist = join(repoRoot, folder, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  return {
    remote: folder,
    entry: fileBytes(dist, [manifest.metaData.remoteEntry.name]),
    exposes: manifest.exposes.map((e) => ({ name: e.name, sync: fileBytes(dist, e.assets.js.sync), async: fileBytes(dist, e.assets.js.async) })),
  };
}
