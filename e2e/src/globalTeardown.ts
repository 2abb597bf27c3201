import { readFileSync, rmSync } from 'node:fs';
import { STATE_FILE } from './globalSetup';

export default async function globalTeardown() {
  const { pid, dataDir } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { pid: number; dataDir: string };
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await new Promise((r) => setTimeout(r, 1500));
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // stopped cleanly
  }
  rmSync(dataDir, { recursive: true, force: true });
}
