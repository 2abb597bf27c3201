import { validate } from '../schemas';
import { auditoriaCsv, auditoriaFiltroSchema, nomeDoAlvo } from './auditoria';
import { decisaoAvaliacaoSchema, denunciaSchema } from './moderacao';
import { conselhoDoCrp, decisaoVerificacaoSchema, VERIFICACAO_MSG } from './verificacao';

describe('conselhoDoCrp', () => {
  it('names the regional council and its states', () => {
    expect(conselhoDoCrp('06/154872')).toMatchObject({ codigo: '06', rotulo: 'CRP-06 (SP)' });
    expect(conselhoDoCrp('24/12345')).toMatchObject({ rotulo: 'CRP-24 (AC, RO)' });
  });
  it('null for a malformed CRP or a region out of 01–24', () => {
    expect(conselhoDoCrp('25/123456')).toBeNull();
    expect(conselhoDoCrp('00/123456')).toBeNull();
    expect(conselhoDoCrp('06-12')).toBeNull();
  });
});

describe('decisions', () => {
  const revisto = { crp: '06/123456', documentoId: 'd1' };
  it('a refusal needs a reason; an approval does not', () => {
    expect(validate(decisaoVerificacaoSchema, { decisao: 'aprovar', ...revisto }).success).toBe(true);
    const refused = validate(decisaoVerificacaoSchema, { decisao: 'recusar', motivo: '  ', ...revisto });
    expect(refused).toMatchObject({ success: false, fieldErrors: { motivo: VERIFICACAO_MSG.motivoRecusa } });
    expect(validate(decisaoVerificacaoSchema, { decisao: 'apagar', ...revisto }).success).toBe(false);
  });
  it('a decision names the CRP and the document reviewed (null: no document)', () => {
    expect(validate(decisaoVerificacaoSchema, { decisao: 'aprovar', crp: '06/123456', documentoId: null }).success).toBe(true);
    for (const body of [{ decisao: 'aprovar' }, { decisao: 'aprovar', crp: ' ', documentoId: 'd1' }, { decisao: 'aprovar', crp: '06/123456' }]) {
      const r = validate(decisaoVerificacaoSchema, body);
      expect(r.success ? '' : r.message).toBe(VERIFICACAO_MSG.decisaoSemConferencia);
    }
  });
  it('moderation always needs a reason', () => {
    expect(validate(decisaoAvaliacaoSchema, { decisao: 'ocultar', motivo: '' }).success).toBe(false);
    expect(validate(decisaoAvaliacaoSchema, { decisao: 'ocultar', motivo: 'Expõe o nome de terceiros' }).success).toBe(true);
  });
  it('a report for "outro" needs its text', () => {
    expect(validate(denunciaSchema, { motivo: 'outro' }).success).toBe(false);
    expect(validate(denunciaSchema, { motivo: 'ofensiva' }).success).toBe(true);
  });
});

describe('the audit log', () => {
  it('filters: defaults, and a malformed page or date refused', () => {
    expect(validate(auditoriaFiltroSchema, {})).toMatchObject({ success: true, output: { page: 0, size: 50 } });
    expect(validate(auditoriaFiltroSchema, { page: '-1' }).success).toBe(false);
    expect(validate(auditoriaFiltroSchema, { desde: '2031-02-30' }).success).toBe(false);
    expect(validate(auditoriaFiltroSchema, { size: '201' }).success).toBe(false);
  });
  it('CSV: São Paulo date and time, the action’s label, the target’s name beside its id, a formula neutralised', () => {
    const csv = auditoriaCsv([
      { em: '2031-03-10T02:30:00.000Z', operadorEmail: 'op@acolhe.com.br', acao: 'terapeuta.suspender', alvoTipo: 'terapeuta', alvoId: 't1', alvoNome: 'Paula Souza', motivo: '=HYPERLINK("x")' },
      { em: '2031-03-10T02:30:00.000Z', operadorEmail: 'op@acolhe.com.br', acao: 'terapeuta.reativar', alvoTipo: 'terapeuta', alvoId: 'gone', alvoNome: null, motivo: null },
    ]);
    const [header, row, gone] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('Data;Hora;Operador(a);Ação;Alvo;Nome do alvo;Id do alvo;Motivo');
    expect(row).toBe(`09/03/2031;23:30;op@acolhe.com.br;Terapeuta suspenso(a);terapeuta;Paula Souza;t1;"'=HYPERLINK(""x"")"`);
    expect(gone).toBe('09/03/2031;23:30;op@acolhe.com.br;Terapeuta reativado(a);terapeuta;;gone;');
  });

  it('a target’s name: the therapist’s; a review by its author and therapist', () => {
    expect(nomeDoAlvo({ tipo: 'terapeuta', nome: ' Paula Souza ' })).toBe('Paula Souza');
    expect(nomeDoAlvo({ tipo: 'avaliacao', autor: 'Marta S.', terapeuta: 'Lia Pereira' })).toBe('Avaliação de Marta S. sobre Lia Pereira');
  });
});
