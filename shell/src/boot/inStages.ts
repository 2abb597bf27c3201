/** The browser's turn: a new task, so input, paint and other work can run in between. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs each step after the previous one has settled, each in a task of its own. The boot's
 * modules are all downloaded when it starts; evaluated by one import, they held the main thread
 * ~150 ms on the bench's phone (a "long task": taps wait, Lighthouse's TBT counts it). One library
 * per step keeps every task short. Rejects with the first step that fails.
 */
export async function inStages(steps: ReadonlyArray<() => Promise<unknown>>, yieldToBrowser = nextTask): Promise<void> {
  for (const step of steps) {
    await step();
    await yieldToBrowser();
  }
}
