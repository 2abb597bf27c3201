import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { reapOnExit, signalGroup } from './processGroup';

/** Running: in the process table and not a zombie (an orphan killed here may wait for its reaper). */
const alive = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
};

describe('process groups', () => {
  it('signalGroup ends the child and what it started', async () => {
    // the shell starts a grandchild and prints its pid
    const child = spawn('sh', ['-c', 'sleep 30 & echo $!; wait'], { detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
    const grandchild = Number(await new Promise<string>((resolve) => child.stdout!.once('data', (c: Buffer) => resolve(c.toString()))));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    expect(alive(grandchild)).toBe(true);
    expect(signalGroup(child, 'SIGTERM')).toBe(true);
    await exited;
    await new Promise((r) => setTimeout(r, 100));
    expect(alive(grandchild)).toBe(false);
  });

  it('signalGroup says false when the group is gone', async () => {
    const child = spawn('sh', ['-c', 'exit 0'], { detached: true, stdio: 'ignore' });
    await new Promise((resolve) => child.once('exit', resolve));
    expect(signalGroup(child, 'SIGTERM')).toBe(false);
  });

  it('reapOnExit watches this process until the child exits by itself', async () => {
    const before = process.listenerCount('exit');
    const child = spawn('sh', ['-c', 'exit 0'], { detached: true, stdio: 'ignore' });
    reapOnExit(child);
    expect(process.listenerCount('exit')).toBe(before + 1);
    await new Promise((resolve) => child.once('exit', resolve));
    expect(process.listenerCount('exit')).toBe(before);
  });
});
