// The verification's states have one owner, shared-domain's ESTADOS_VERIFICACAO (and the decisions
// that lead out of em_analise, DECISOES_VERIFICACAO → ESTADO_APOS_DECISAO); the database's CHECK was
// written in a migration (history, never rewritten): this keeps the two in agreement. And every event
// the slice publishes is heard. On PGlite and, with DATABASE_URL, on PostgreSQL.
import { DECISOES_VERIFICACAO, ESTADO_APOS_DECISAO, ESTADOS_VERIFICACAO } from '@acolhe/shared-domain';
import { allowedByCheck, useTestApp } from '../../testing/helpers';
import { EVENTOS_VERIFICACAO } from './events';

const t = useTestApp();

const allowedBy = (constraint: string) => allowedByCheck(t, constraint);

describe('the verification states: shared-domain and the database agree', () => {
  it('the CHECK terapeutas_verificacao_estado_valido allows exactly ESTADOS_VERIFICACAO', async () => {
    expect(await allowedBy('terapeutas_verificacao_estado_valido')).toEqual([...ESTADOS_VERIFICACAO].sort());
  });

  it('every decision leads to a decided state (never back to em_analise or nao_enviado)', () => {
    expect(DECISOES_VERIFICACAO.map((d) => ESTADO_APOS_DECISAO[d]).sort()).toEqual(['recusado', 'verificado']);
  });
});

describe('the slice’s events', () => {
  it.each([...EVENTOS_VERIFICACAO])('%s is heard (the caches; the therapist’s message of a decision)', (name) => {
    expect(t.app.bus.hears(name)).toBe(true);
  });
});
