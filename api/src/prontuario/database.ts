// The prontuário's database functions (./sql): who may hold a client's record (acolhe_atendeu — a
// CONFIRMED or COMPLETED session of the pair, the fragment SESSAO_PAGAVEL rendered from
// db/statuses.ts isPayable) and the trigger function that holds every insert of a record to it
// (acolhe_prontuario_so_de_quem_atendeu, SQLSTATE AC030). src/database.ts hands the folder to the migrator.
import path from 'node:path';
import { apiDir } from '../lib/paths';

/** The folder of the slice's function files. */
export function prontuarioFunctionsDir(): string {
  return path.join(apiDir(), 'src', 'prontuario', 'sql');
}
