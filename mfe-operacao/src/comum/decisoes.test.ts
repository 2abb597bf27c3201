import { motivoDaAvaliacao, motivoDaSuspensao, motivoDaVerificacao } from './decisoes';

describe('reasons the console asks for (the shared schemas)', () => {
  it('a refusal needs a reason, an approval does not', () => {
    expect(motivoDaVerificacao('recusar')('  ')).toBe('Informe o motivo da recusa.');
    expect(motivoDaVerificacao('recusar')('CRP de outra pessoa')).toBeUndefined();
    expect(motivoDaVerificacao('aprovar')('')).toBeUndefined();
  });
  it('moderation and suspension always need one', () => {
    expect(motivoDaAvaliacao('manter')('')).toBe('Informe o motivo.');
    expect(motivoDaAvaliacao('ocultar')('Expõe o nome de terceiros')).toBeUndefined();
    expect(motivoDaSuspensao('')).toBe('Informe o motivo.');
  });
});
