// The production build of one remote into a folder of our choosing: the remote's own
// webpack.config.cjs, as `npm start` builds it, without touching <remote>/dist (which a running
// stack may be serving).
import { spawn } from 'node:child_process';
import { ReleaseError } from './names';

export function buildRemote(folderDir: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['webpack', '--mode', 'production', '--output-path', outDir], { cwd: folderDir, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new ReleaseError(`build de ${folderDir} falhou (código ${code}).`))));
  });
}
