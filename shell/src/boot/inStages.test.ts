import { inStages, nextTask } from './inStages';

describe('inStages', () => {
  it('runs one step per task, in order: the next only after the browser had its turn', async () => {
    const ran: string[] = [];
    const turns: Array<() => void> = [];
    const browserTurn = () => new Promise<void>((resolve) => turns.push(resolve));
    const step = (name: string) => async () => void ran.push(name);
    const flush = async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    };

    const done = inStages([step('react-dom'), step('shared-auth'), step('bootstrap')], browserTurn);
    await flush();
    expect(ran).toEqual(['react-dom']);
    turns.shift()!();
    await flush();
    expect(ran).toEqual(['react-dom', 'shared-auth']);
    turns.shift()!();
    await flush();
    expect(ran).toEqual(['react-dom', 'shared-auth', 'bootstrap']);
    turns.shift()!();
    await done;
  });

  it('stops at the first step that fails, and says so', async () => {
    const later = jest.fn(async () => undefined);
    const done = inStages([() => Promise.reject(new Error('chunk load failed')), later]);
    await expect(done).rejects.toThrow('chunk load failed');
    expect(later).not.toHaveBeenCalled();
  });

  it("the browser's turn is a new task (a timer), not a microtask", async () => {
    jest.useFakeTimers();
    let resumed = false;
    const turn = nextTask().then(() => (resumed = true));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(resumed).toBe(false);
    jest.runOnlyPendingTimers();
    await turn;
    expect(resumed).toBe(true);
    jest.useRealTimers();
  });
});
