import { motivoDaAvaliacao, motivoDaSuspensao, motivoDaVerificacao } from './decisoes';

const CONFERIDO = { crp: '06/123456', documentoId: 'doc-7f3a' };

describe('reasons the console asks for (the shared schemas)', () => {
  it('a refusal needs a reason, an approval does not', () => {
    expect(motivoDaVerificacao('recusar', CONFERIDO)('  ')).toBe('Informe o motivo da recusa.');
    expect(motivoDaVerificacao('recusar', CONFERIDO)('CRP de outra pessoa')).toBeUndefined();
    expect(motivoDaVerificacao('aprovar', CONFERIDO)('')).toBeUndefined();
  });
  it('moderation and suspension always need one', () => {
    expect(motivoDaAvaliacao('manter')('')).toBe('Informe o motivo.');
    expect(motivoDaAvaliacao('ocultar')('Expõe o nome de terceiros')).toBeUndefined();
    expect(motivoDaSuspensao('')).toBe('Informe o motivo.');
  });
});
