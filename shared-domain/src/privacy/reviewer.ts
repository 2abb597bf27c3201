// How a client's name appears on anything public. That someone is in therapy is health data
// (LGPD art. 11): a public review is signed with the first name and the initial of the last
// name only, and an erased account signs as ANONYMOUS_CLIENT_NAME.

/** The name an erased client's reviews and appointments keep. */
export const ANONYMOUS_CLIENT_NAME = 'Cliente Acolhe';
/** The name an erased therapist's past appointments keep. */
export const ANONYMOUS_THERAPIST_NAME = 'Terapeuta Acolhe';

/** 'Joana Alves da Silva' → 'Joana S.'; 'Joana' → 'Joana'; '' → ANONYMOUS_CLIENT_NAME. */
export function publicReviewerName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0];
  if (!first) return ANONYMOUS_CLIENT_NAME;
  if (fullName.trim() === ANONYMOUS_CLIENT_NAME) return ANONYMOUS_CLIENT_NAME;
  // Particles ('da', 'de', 'dos'…) are not a surname's initial.
  const surnames = parts.slice(1).filter((p) => !/^(d[aeo]s?|e)$/i.test(p));
  const last = surnames[surnames.length - 1];
  return last ? `${first} ${last.charAt(0).toLocaleUpperCase('pt-BR')}.` : first;
}
