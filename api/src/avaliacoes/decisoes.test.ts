// The moderation's decisions and the reports' reasons have one owner, shared-domain's
// DECISOES_AVALIACAO and MOTIVOS_DENUNCIA; the database's CHECKs were written in a migration (history,
// never rewritten): this keeps them in agreement. The rule "a review only after a COMPLETED session"
// is one text, rendered into acolhe_avaliar. And every event the slice publishes is heard. On
// PGlite and, with DATABASE_URL, on PostgreSQL.
import { DECISOES_AVALIACAO, MOTIVOS_DENUNCIA } from '@acolhe/shared-domain';
import { DATABASE_FUNCTIONS } from '../database';
import { databaseFunctions } from '../db/functions';
import { allowedByCheck, useTestApp } from '../../testing/helpers';
import { EVENTOS_DA_NOTA, EVENTOS_DA_RESPOSTA } from './events';
import { AVALIACOES_FRAGMENTS } from './fragments';

const t = useTestApp();

const allowedBy = (constraint: string) => allowedByCheck(t, constraint);

describe('moderation: shared-domain and the database agree', () => {
  it('the CHECK denuncias_avaliacao_decisao_valid allows exactly DECISOES_AVALIACAO', async () => {
    expect(await allowedBy('denuncias_avaliacao_decisao_valid')).toEqual([...DECISOES_AVALIACAO].sort());
  });

  it('the CHECK denuncias_avaliacao_motivo_valid allows exactly MOTIVOS_DENUNCIA', async () => {
    expect(await allowedBy('denuncias_avaliacao_motivo_valid')).toEqual([...MOTIVOS_DENUNCIA].sort());
  });
});

describe('a review only after a completed session: one text', () => {
  it('acolhe_avaliar renders the predicate of mapper.ts (no status of its own)', () => {
    const avaliar = databaseFunctions(DATABASE_FUNCTIONS).find((fn) => fn.name === 'acolhe_avaliar')!;
    expect(avaliar.sql).toContain(AVALIACOES_FRAGMENTS.AVALIACAO_APOS_SESSAO);
    expect(avaliar.sql.match(/'COMPLETED'/g)).toHaveLength(1);
  });
});

describe('the slice’s events', () => {
  it.each([...EVENTOS_DA_NOTA, ...EVENTOS_DA_RESPOSTA])('%s is heard', (name) => {
    expect(t.app.bus.hears(name)).toBe(true);
  });
});
