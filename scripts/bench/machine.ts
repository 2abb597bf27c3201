// The machine a run happened on (the figures are only comparable within one run).
import { cpus, totalmem } from 'node:os';
import { availableParallelism } from 'node:os';

export interface Machine {
  nproc: number;
  cpu: string;
  memoryGiB: number;
  node: string;
  platform: string;
}

export function machine(): Machine {
  return {
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'desconhecida',
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}
