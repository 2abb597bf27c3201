// throwaway: serial, interleaved latencies (api uncached vs cached vs bare), not committed
import { startServer, stopServer, UNCACHED_READS } from './bench-api';
const size = Number(process.env.SIZE ?? 10000);
const N = Number(process.env.N ?? 150);
const { child, ready } = await startServer(size, 'pglite', 2);
const api = `http://127.0.0.1:${ready.api}`;
const bare = `http://127.0.0.1:${ready.bare}`;
const time = async (url: string) => { const t = performance.now(); const r = await fetch(url); const b = await r.arrayBuffer(); if (!r.ok) throw new Error(`${r.status} ${url}`); return [performance.now() - t, b.byteLength] as const; };
const med = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]!; };
try {
  const rows: [string, string, boolean][] = [
    ...UNCACHED_READS.map(([e, p]) => [e, p, true] as [string, string, boolean]),
    ['text search two words page (cached)', '/public-terapeutas?search=ansiedade%20tcc&page=0&size=12', false],
    ['cached search&cidade page', '/public-terapeutas?search=ansiedade&cidade=sao-paulo&page=0&size=12', false],
  ];
  for (const [endpoint, path, uncached] of rows) {
    let n = 0;
    const next = () => (uncached ? `${api}${path}&precoMax=${(5000 + n++ / 100).toFixed(2)}` : `${api}${path}`);
    const [, bytes] = await time(next());
    for (let i = 0; i < 10; i++) { await time(next()); await time(`${bare}/fixed/${bytes}`); }
    const a: number[] = [], b: number[] = [];
    for (let i = 0; i < N; i++) { a.push((await time(next()))[0]); b.push((await time(`${bare}/fixed/${bytes}`))[0]); }
    console.log(`${endpoint}: api median ${med(a).toFixed(2)} ms | bare ${med(b).toFixed(2)} ms | bare/api ${(100 * med(b) / med(a)).toFixed(1)} % | ${bytes} B`);
  }
} finally {
  await stopServer(child);
}
process.exit(0);
