// Texts of a therapist as the cards (home featured list and search results) and the profile show
// them, as pure functions.
import { DEFAULT_THERAPIST_TITLE, FREE_FIRST_SESSION_LABEL, formatCurrency, formatDecimal, nextSlotLabel, type Specialty, type Therapist } from '@acolhe/shared-domain';

export function displayTitle(t: Pick<Therapist, 'title'>): string {
  return t.title.trim() || DEFAULT_THERAPIST_TITLE;
}

export function photoUrl(t: Pick<Therapist, 'profileImageUrl' | 'image'>): string {
  return t.profileImageUrl || t.image || '';
}

/** 4.75 → '4,8'; non-finite → '0,0' (formatDecimal: no Intl on the page's first render). */
export function formatRating(rating: number): string {
  return formatDecimal(rating, 1);
}

/** '1 avaliação', '12 avaliações' (the product's '{n} avaliações', singular kept correct for 1). */
export function reviewCountLabel(count: number): string {
  return count === 1 ? '1 avaliação' : `${count} avaliações`;
}

/** 'Valor por sessão: R$ 150,00'. Cards read `price`; sessionPrice is the same value (types.ts). */
export function priceLabel(therapist: Pick<Therapist, 'price' | 'sessionPrice'>): string {
  const value = therapist.price || therapist.sessionPrice || 0;
  return `Valor por sessão: ${formatCurrency(value)}`;
}

export const FREE_FIRST_SESSION = FREE_FIRST_SESSION_LABEL;
export const NEW_ON_ACOLHE = 'Novo no Acolhe';

/** The price line(s): 'Primeira sessão gratuita' first when on, then the price of the others
 * ('Demais sessões: R$ 150,00'); never 'R$ 0,00'. */
export function priceLines(therapist: Pick<Therapist, 'price' | 'sessionPrice' | 'freeFirstSession'>): string[] {
  const value = therapist.price || therapist.sessionPrice || 0;
  if (therapist.freeFirstSession) return value > 0 ? [FREE_FIRST_SESSION, `Demais sessões: ${formatCurrency(value)}`] : [FREE_FIRST_SESSION];
  return value > 0 ? [priceLabel(therapist)] : [];
}

/** 'Próximo horário: qui, 27/11 às 14:00' ('' when none within the api's 14 days). */
export function nextAvailableLabel(nextAvailable: string | null | undefined): string {
  const label = nextSlotLabel(nextAvailable);
  return label ? `Próximo horário: ${label}` : '';
}

/** The card's location: the free-text location, else 'city, state'. */
export function locationLabel(therapist: Pick<Therapist, 'location' | 'city' | 'state'>): string {
  const location = therapist.location.trim();
  if (location) return location;
  return [therapist.city.trim(), therapist.state.trim()].filter(Boolean).join(', ');
}

/** product.md#screens/product.md#limits: a search card shows at most `limit` specialties, then '+N'. */
export function visibleSpecialties(
  specialties: readonly Specialty[],
  limit: number,
): { shown: Specialty[]; moreLabel: string | null } {
  const shown = specialties.slice(0, limit);
  const more = specialties.length - shown.length;
  return { shown, moreLabel: more > 0 ? `+${more}` : null };
}
