// throwaway: measure selected rows only (not committed)
import { startServer, stopServer, UNCACHED_READS } from './bench-api';
import { bodyBytes, load } from './measure';
const size = Number(process.env.SIZE ?? 10000);
const conns = Number(process.env.CONNS ?? 50);
const dur = Number(process.env.DUR ?? 10);
const { child, ready } = await startServer(size, 'pglite', 2);
console.log('seeded', ready.seedMs);
const api = `http://127.0.0.1:${ready.api}`;
const bare = `http://127.0.0.1:${ready.bare}`;
try {
  const rows: [string, string, boolean][] = [
    ...UNCACHED_READS.map(([e, p]) => [e, p, true] as [string, string, boolean]),
    ['cached search&cidade page', '/public-terapeutas?search=ansiedade&cidade=sao-paulo&page=0&size=12', false],
  ];
  for (const [endpoint, path, uncached] of rows) {
    let n = 0;
    const nextPath = uncached ? () => `${path}&precoMax=${(5000 + n++ / 100).toFixed(2)}` : undefined;
    const url = `${api}${nextPath ? nextPath() : path}`;
    const t0 = performance.now(); const bytes = await bodyBytes(url); console.log('first', Math.round(performance.now() - t0), 'ms');
    await load({ url: `${api}${path}`, connections: conns, durationSeconds: 1, nextPath });
    const a = await load({ url: `${api}${path}`, connections: conns, durationSeconds: dur, nextPath });
    await fetch(`${api}/health`);
    const b = await load({ url: `${bare}/fixed/${bytes}`, connections: conns, durationSeconds: dur });
    console.log(`${endpoint}: api ${a.rps.toFixed(0)} req/s p99 ${a.p99} ms errors ${a.errors} | bare ${b.rps.toFixed(0)} | ratio ${(100 * a.rps / b.rps).toFixed(1)} % | ${bytes} B | n=${n}`);
  }
} finally {
  await stopServer(child);
}
process.exit(0);
