import { crpCredentialJsonLd, crpVerificadoEmTexto } from './selo';

describe("the 'CRP verificado' badge", () => {
  it('reads the day of the verification in pt-BR; no date, no badge', () => {
    expect(crpVerificadoEmTexto('2026-11-27')).toBe('CRP verificado em 27/11/2026');
    expect(crpVerificadoEmTexto(null)).toBeNull();
    expect(crpVerificadoEmTexto(undefined)).toBeNull();
    expect(crpVerificadoEmTexto('')).toBeNull();
  });

  it('the credential names the council of the region and its states; none for an unknown region or no verification', () => {
    expect(crpCredentialJsonLd('10/12345', '2026-11-27')).toMatchObject({
      name: 'CRP 10/12345',
      recognizedBy: { name: 'Conselho Regional de Psicologia (CRP-10)', areaServed: [{ name: 'PA' }, { name: 'AP' }] },
    });
    expect(crpCredentialJsonLd('25/12345', '2026-11-27')).toBeNull();
    expect(crpCredentialJsonLd('06/154872', null)).toBeNull();
  });
});
