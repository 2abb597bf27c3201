// What clients see of a verified CRP (issue 32 item 4): the badge on cards and the profile, its
// date, and the credential in the profile's schema.org data. One wording for every screen.
import { formatDate } from '../format';
import { formatCrp } from '../therapist-publication';
import { conselhoDoCrp } from './verificacao';

export const CRP_VERIFICADO = 'CRP verificado';

/** 'CRP verificado em 27/11/2026'; null when there is no (valid) date: no badge then. */
export function crpVerificadoEmTexto(verificadoEm: string | null | undefined): string | null {
  const date = formatDate(verificadoEm ?? '');
  return date ? `${CRP_VERIFICADO} em ${date}` : null;
}

/** The badge's short line for a tooltip or an accessible name: why it can be trusted. */
export const CRP_VERIFICADO_EXPLICACAO = 'O Acolhe conferiu o registro no Conselho Regional de Psicologia.';

/**
 * schema.org `hasCredential` of the psychologist: the CRP recognised by its regional council,
 * only once verified (an unverified CRP is the therapist's word, not a credential we vouch for).
 */
export function crpCredentialJsonLd(crp: string, verificadoEm: string | null | undefined): Record<string, unknown> | null {
  const conselho = conselhoDoCrp(crp);
  if (!conselho || !crpVerificadoEmTexto(verificadoEm)) return null;
  return {
    '@type': 'EducationalOccupationalCredential',
    credentialCategory: 'Registro profissional',
    name: formatCrp(crp),
    recognizedBy: {
      '@type': 'Organization',
      name: `Conselho Regional de Psicologia (${conselho.nome})`,
      areaServed: conselho.ufs.map((uf) => ({ '@type': 'State', name: uf })),
    },
    validFrom: verificadoEm,
  };
}
