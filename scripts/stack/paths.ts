import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FRONTENDS = ['shell', 'mfe-discovery', 'mfe-booking', 'mfe-therapist-area', 'mfe-client-area', 'mfe-operacao'] as const;
export const dataDir = process.env.DATA_DIR ?? join(repoRoot, '.data');
