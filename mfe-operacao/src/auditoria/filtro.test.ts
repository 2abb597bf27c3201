import { FILTRO_VAZIO, nomeDoCsv, paginasDaExportacao, parametrosAuditoria } from './filtro';

describe("the audit log's filters", () => {
  it('sends only the filters set, trimmed, with the page', () => {
    expect(parametrosAuditoria(FILTRO_VAZIO, 0)).toEqual({ page: '0' });
    expect(parametrosAuditoria({ ...FILTRO_VAZIO, acao: 'terapeuta.suspender', operadorEmail: '  op@acolhe.com.br ', desde: '2026-11-01' }, 2, 200)).toEqual({
      acao: 'terapeuta.suspender',
      operadorEmail: 'op@acolhe.com.br',
      desde: '2026-11-01',
      page: '2',
      size: '200',
    });
  });
  it('the export reads every page of the largest size, up to its cap', () => {
    expect(paginasDaExportacao(0)).toBe(0);
    expect(paginasDaExportacao(200)).toBe(1);
    expect(paginasDaExportacao(201)).toBe(2);
    expect(paginasDaExportacao(1_000_000)).toBe(50);
  });
  it('names the file by the day', () => {
    expect(nomeDoCsv('2026-11-26')).toBe('auditoria-acolhe-2026-11-26.csv');
  });
});
