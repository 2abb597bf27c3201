/**
 * Resolves when `work` settles (fulfilled or rejected) or after `ms`, whichever comes first;
 * never rejects — the caller only waits, the work's own consumers handle its outcome.
 */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}
