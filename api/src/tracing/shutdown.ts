// Work that must finish before the process exits (tracing's last batch): src/main.ts runs these
// in its graceful shutdown, after the server and the database are closed.
const hooks: (() => Promise<unknown>)[] = [];

export function onShutdown(hook: () => Promise<unknown>): void {
  hooks.push(hook);
}

/** Runs every hook, each bounded by `timeoutMs`; never throws. */
export async function runShutdownHooks(timeoutMs = 3000): Promise<void> {
  await Promise.all(
    hooks.map((hook) =>
      Promise.race([hook().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]),
    ),
  );
}
