// The console across its slices (auditoria, verificacao, avaliacoes, operacao): every request of an
// operators' row is logged with the operator's id — never a body — and no customer's request is; and
// the events of a suspension are heard. On PGlite and, with DATABASE_URL, on PostgreSQL.
import { captureLogs, newOperador, newTherapist, useTestApp } from '../../testing/helpers';
import { EVENTOS_OPERACAO } from './events';

const logs = captureLogs();
const t = useTestApp({ logger: { level: 'info', stream: logs.stream } as never });

const operador = newOperador('auditada');

describe('the console’s request log', () => {
  it('one line per operators’ request, with the operator and the route, whatever the slice; none for a customer', async () => {
    const therapist = newTherapist();
    const motivo = 'Motivo que nunca vai ao log';
    await t.call({ method: 'GET', url: '/operacao/auditoria', user: operador });
    await t.call({ method: 'GET', url: '/operacao/verificacoes', user: operador });
    await t.call({ method: 'GET', url: '/operacao/denuncias', user: operador });
    await t.call({ method: 'GET', url: '/operacao/resumo', user: operador });
    await t.call({ method: 'POST', url: '/operacao/terapeutas/ninguem/suspensao', user: operador, body: { motivo } });
    await t.call({ method: 'GET', url: '/operacao/terapeutas' });
    await t.call({ method: 'GET', url: `/terapeutas/${therapist.sub}/verificacao`, user: therapist });
    await t.call({ method: 'POST', url: '/identidade/operadores/sincronizar', body: { email: 'ninguem@acolhe.com.br' } });
    const lines = logs.records().filter((r) => r.msg === 'operação: pedido de operador(a)');
    expect(lines.map((r) => [r.metodo, r.rota, r.operador, r.status])).toEqual([
      ['GET', '/operacao/auditoria', operador.sub, 200],
      ['GET', '/operacao/verificacoes', operador.sub, 200],
      ['GET', '/operacao/denuncias', operador.sub, 200],
      ['GET', '/operacao/resumo', operador.sub, 200],
      ['POST', '/operacao/terapeutas/:id/suspensao', operador.sub, 404],
      ['GET', '/operacao/terapeutas', null, 401],
    ]);
    expect(logs.lines.some((line) => line.includes(motivo))).toBe(false);
  });
});

describe('the slice’s events', () => {
  it.each([...EVENTOS_OPERACAO])('%s is heard (the caches; the messages)', (name) => {
    expect(t.app.bus.hears(name)).toBe(true);
  });
});
