// A child spawned with `detached: true` leads a process group of its own: these end the whole group
// (the child and whatever it started: tsx, the api, the static servers), never only the child.
import type { ChildProcess } from 'node:child_process';

/** Sends `signal` to the child's whole group; false when the group is already gone. */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-child.pid!, signal);
    return true;
  } catch {
    return false;
  }
}

/** Never leaves the child's group behind: it is killed when this process exits, whatever ends it (unless the child exited first). */
export function reapOnExit(child: ChildProcess): void {
  const reap = () => signalGroup(child, 'SIGKILL');
  process.once('exit', reap);
  child.once('exit', () => process.off('exit', reap));
}
