// The database as the whole app needs it (the composition root of its functions,
// docs/decisions/0003-database-functions.md): the folders holding function files and the
// fragments those files may name — the infrastructure's and each slice's, each rule rendered from
// its one definition. Every caller that migrates a database goes through `migrateDatabase`.
import type { DatabaseHandle } from './db/client';
import { renderFragment, STATUS_FRAGMENTS } from './db/fragments';
import { functionsDir, type FunctionSource } from './db/functions';
import { sliceSqlDir } from './lib/paths';
import { AVALIACOES_FRAGMENTS } from './avaliacoes/fragments';
import { PAYMENT_FRAGMENTS } from './pagamentos/fragments';
import { PUBLICADO } from './perfis/publicacao';
import { ESPERA_FRAGMENTS } from './espera/fragments';


export const DATABASE_FUNCTIONS: FunctionSource = {
  dirs: [functionsDir(), ...['auditoria', 'agenda', 'sessoes', 'espera', 'pagamentos', 'avaliacoes', 'prontuario', 'busca'].map(sliceSqlDir)],
  fragments: {
    ...STATUS_FRAGMENTS,
    /** a therapist's profile is public (perfis/publicacao.ts), over the `terapeutas` row */
    PUBLICADO: renderFragment(PUBLICADO),
    ...PAYMENT_FRAGMENTS,
    ...AVALIACOES_FRAGMENTS,
    ...ESPERA_FRAGMENTS,
  },
};

/** Applies the migrations, then every database function (idempotent; every start). */
export function migrateDatabase(handle: Pick<DatabaseHandle, 'migrate'>): Promise<void> {
  return handle.migrate(DATABASE_FUNCTIONS);
}
