// The capacity part of `npm run bench` (BENCH_ONLY=capacity, issue 35): the realistic mix against
// two replicas on PostgreSQL, run by `npm run test:load` itself (LOAD_MODE=capacity: the closed
// loop's throughput is the capacity, then the open loop offers a share of it on the same system —
// scripts/load/run.ts), its figures read from the run's LOAD_RESULT line.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface PhaseFigures {
  mode: 'closed' | 'open';
  offeredRate: number | null;
  seconds: number;
  requests: number;
  rps: number;
  latency: { count: number; p50: number; p99: number; max: number };
  non2xx: number;
  socketErrors: number;
  timeouts: number;
  bookings: number;
  lostBookings: number;
  /** rows of the acknowledged bookings found in the database (PostgreSQL) */
  bookingRows: number | null;
  reviews: number;
  lostReviews: number;
  maxSendLagMs: number | null;
  /** the 1-minute load average at the phase's start and end */
  loadAverage: [number, number];
}

export interface CapacityResult {
  replicas: number;
  connections: number;
  durationSeconds: number;
  share: number;
  describe: string;
  aggregatesOk: boolean;
  closed: PhaseFigures;
  open: PhaseFigures;
}

export interface CapacitySettings {
  replicas: number;
  connections: number;
  durationSeconds: number;
  share: number;
  therapists: number;
}

/** The LOAD_RESULT line of a run's output, parsed (undefined when there is none). */
export function loadResultOf(output: string): Record<string, unknown> | undefined {
  const line = output.split('\n').find((l) => l.startsWith('LOAD_RESULT '));
  return line ? (JSON.parse(line.slice('LOAD_RESULT '.length)) as Record<string, unknown>) : undefined;
}

export async function benchCapacity(settings: CapacitySettings, log: (line: string) => void): Promise<CapacityResult> {
  const child = spawn('npx', ['tsx', join(root, 'scripts', 'load', 'run.ts')], {
    cwd: root,
    env: {
      ...process.env,
      LOAD_MODE: 'capacity',
      LOAD_REPLICAS: String(settings.replicas),
      LOAD_CONNECTIONS: String(settings.connections),
      LOAD_DURATION: String(settings.durationSeconds),
      LOAD_CAPACITY_SHARE: String(settings.share),
      LOAD_THERAPISTS: String(settings.therapists),
      // the bench records this run in its own part; the load section keeps its own runs
      LOAD_RECORD: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    for (const line of text.split('\n')) if (line.startsWith('carga:') || line.startsWith('  ')) log(`  ${line}`);
  });
  await new Promise((resolve) => child.once('exit', resolve));
  const result = loadResultOf(output) as (Record<string, unknown> & { phases?: PhaseFigures[] }) | undefined;
  const [closed, open] = result?.phases ?? [];
  if (!result || !closed || !open) throw new Error(`capacidade: a carga não terminou as duas fases:\n${output.slice(-3000)}`);
  return {
    replicas: settings.replicas,
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
    share: settings.share,
    describe: String(result.describe),
    aggregatesOk: Boolean(result.aggregatesOk),
    closed,
    open,
  };
}
