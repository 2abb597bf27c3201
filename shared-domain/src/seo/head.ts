// What each page says about itself to a search engine, a link preview (WhatsApp) and the browser
// tab: title, description, canonical address, image, and schema.org data for a therapist's
// profile. Written once: the shell's server puts it in the HTML head (scripts/stack/seo) and the
// shell updates document.title with the same titles as the user navigates. Pure text here; the
// server escapes it when writing HTML (docs/decisions.md, "Per-page head before server rendering").
import type { RouteName } from '../contracts/routes';
import { DEFAULT_THERAPIST_TITLE } from '../constants';
import { formatCurrency } from '../format';
import { crpCredentialJsonLd } from '../operacao/selo';
import type { PublicTherapist } from '../types';

export const SITE_NAME = 'Acolhe';
const HOME_TITLE = 'Acolhe — encontre o terapeuta ideal para você';
const NOT_FOUND_TITLE = 'Página não encontrada';

/** What the head of a therapist's profile reads; nothing private (no CPF, phone, e-mail) is in it. */
export type TherapistHeadData = Pick<
  PublicTherapist,
  | 'id'
  | 'fullName'
  | 'title'
  | 'city'
  | 'state'
  | 'location'
  | 'officeCity'
  | 'bio'
  | 'rating'
  | 'reviewCount'
  | 'sessionPrice'
  | 'sessionDuration'
  | 'freeFirstSession'
  | 'specialties'
> &
  Partial<Pick<PublicTherapist, 'crp' | 'crpVerificadoEm'>>;

export interface PageHead {
  title: string;
  description: string;
  /** Search engines should leave the page out of their index (private pages, not found). */
  noindex: boolean;
  /** Open Graph type. */
  type: 'website' | 'profile';
}

/** Titles of the pages that have no data of their own (docs/product.md, "Screens"). */
const TITLES: Record<RouteName, string> = {
  home: HOME_TITLE,
  terapeutas: 'Encontre seu terapeuta',
  tutorialTerapeutas: 'Tutorial para terapeutas',
  tutorialClientes: 'Tutorial para clientes',
  terapeuta: 'Perfil do terapeuta',
  login: 'Entrar',
  cadastro: 'Criar conta',
  areaTerapeuta: 'Área do Terapeuta',
  configuracoesTerapeuta: 'Configurações',
  painelCliente: 'Painel do cliente',
  configuracoesCliente: 'Configurações da conta',
  agendar: 'Agendar sessão',
  operacao: 'Operação',
  salaDaSessao: 'Sala da sessão',
  salaDaSerie: 'Sala da sessão',
  termosDeUso: 'Termos de uso',
  politicaDePrivacidade: 'Política de privacidade',
  cookies: 'Cookies',
  faq: 'Perguntas frequentes',
  quemSomos: 'Quem somos',
  declaracao: 'Conferir declaração',
};

const DESCRIPTIONS: Partial<Record<RouteName, string>> = {
  home: 'Encontre psicólogos e terapeutas, compare perfis, valores e avaliações e agende sua sessão online ou presencial.',
  terapeutas: 'Compare perfis, valores e avaliações e escolha com quem você quer conversar.',
  tutorialTerapeutas: 'Veja como montar seu perfil no Acolhe, abrir sua agenda e começar a receber pacientes.',
  tutorialClientes: 'Veja como encontrar um(a) terapeuta, agendar sua sessão e aproveitar o Acolhe.',
  termosDeUso: 'As regras de uso do Acolhe para quem procura e para quem oferece atendimento.',
  politicaDePrivacidade: 'Quais dados o Acolhe trata, para quê, com que base legal (LGPD), com quem compartilha, por quanto tempo guarda e como exercer seus direitos.',
  cookies: 'O que o Acolhe guarda no seu navegador e por quê: sem cookies de publicidade nem de rastreamento.',
  faq: 'Respostas às dúvidas mais comuns sobre agendamento, cancelamento, valores e privacidade no Acolhe.',
  quemSomos: 'O Acolhe aproxima pessoas que procuram cuidado em saúde mental de psicólogos e terapeutas.',
};
const DEFAULT_DESCRIPTION = DESCRIPTIONS.home!;

/** The pages a search engine may index (robots.txt allows them; the sitemap lists them). */
export const PUBLIC_ROUTES: readonly RouteName[] = [
  'home',
  'terapeutas',
  'tutorialTerapeutas',
  'tutorialClientes',
  'terapeuta',
  'termosDeUso',
  'politicaDePrivacidade',
  'cookies',
  'faq',
  'quemSomos',
];

/** The longest <title> a page gets: search results cut longer ones mid-phrase (issue 44: a profile's was 86). */
export const MAX_TITLE_LENGTH = 60;
const SITE_SUFFIX = ` | ${SITE_NAME}`;
const withSite = (text: string): string => (text === HOME_TITLE ? text : `${text}${SITE_SUFFIX}`);
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Cut at a word boundary, with an ellipsis, so a preview never ends mid-word. */
export function truncateText(text: string, max: number): string {
  const flat = oneLine(text);
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}

/** "Marina Duarte — Psicóloga Clínica em São Paulo" */
export function therapistHeading(t: Pick<TherapistHeadData, 'fullName' | 'title' | 'city'>): string {
  const name = oneLine(t.fullName) || 'Terapeuta';
  const role = oneLine(t.title);
  const city = oneLine(t.city);
  if (!role && !city) return name;
  return `${name} — ${role || 'Terapeuta'}${city ? ` em ${city}` : ''}`;
}

export interface TitleContext {
  /** `?search=` of the therapist list. */
  search?: string | null;
  /** The profile being shown, when known. */
  therapist?: Pick<TherapistHeadData, 'fullName' | 'title' | 'city'> | null;
  /** The screen inside a route that holds several (the console's 'Terapeutas', 'Auditoria'…). */
  section?: string | null;
}

/**
 * A profile's title within MAX_TITLE_LENGTH: name, role and city as the therapist wrote them; a
 * role too long for it gives way to the generic 'Psicólogo(a)' (every therapist here has a CRP),
 * then the city goes, then the name is cut.
 */
function therapistTitle(t: Pick<TherapistHeadData, 'fullName' | 'title' | 'city'>): string {
  const generic = { fullName: t.fullName, title: DEFAULT_THERAPIST_TITLE };
  const fits = [therapistHeading(t), therapistHeading({ ...generic, city: t.city }), therapistHeading({ ...generic, city: '' })]
    .map(withSite)
    .find((title) => title.length <= MAX_TITLE_LENGTH);
  return fits ?? withSite(truncateText(oneLine(t.fullName), MAX_TITLE_LENGTH - SITE_SUFFIX.length));
}

/** The document title of a route (null: the not-found page), at most MAX_TITLE_LENGTH characters. */
export function pageTitle(route: RouteName | null, context: TitleContext = {}): string {
  if (route === null) return withSite(NOT_FOUND_TITLE);
  if (route === 'terapeuta' && context.therapist) return therapistTitle(context.therapist);
  const search = oneLine(context.search ?? '');
  const searchPrefix = 'Terapeutas: ';
  if (route === 'terapeutas' && search) return withSite(`${searchPrefix}${truncateText(search, MAX_TITLE_LENGTH - searchPrefix.length - SITE_SUFFIX.length)}`);
  // each screen its own tab title (issue 44: every console page read 'Operação | Acolhe')
  const section = oneLine(context.section ?? '');
  if (section) return withSite(`${section} | ${TITLES[route]}`);
  return withSite(TITLES[route]);
}

const ratingText = (rating: number): string => rating.toFixed(1).replace('.', ',');

/** Role and place, price (the first thing someone comparing looks for), rating, then the bio. */
export function therapistDescription(t: TherapistHeadData): string {
  const place = oneLine(t.location) || oneLine(t.city);
  const role = oneLine(t.title) || 'Terapeuta';
  const parts = [`${role}${place ? ` em ${place}` : ''}.`];
  const price = `Sessão de ${t.sessionDuration} min: ${formatCurrency(t.sessionPrice)}`;
  parts.push(`${price}${t.freeFirstSession ? ' (primeira sessão gratuita)' : ''}.`);
  if (t.reviewCount > 0) parts.push(`Nota ${ratingText(t.rating)} em ${t.reviewCount} ${t.reviewCount === 1 ? 'avaliação' : 'avaliações'}.`);
  if (oneLine(t.bio)) parts.push(oneLine(t.bio));
  return truncateText(parts.join(' '), 200);
}

/** The head of a route; a profile's needs its therapist (without one it is the generic profile). */
export function pageHead(route: RouteName | null, context: TitleContext & { therapist?: TherapistHeadData | null } = {}): PageHead {
  const title = pageTitle(route, context);
  if (route === null) return { title, description: DEFAULT_DESCRIPTION, noindex: true, type: 'website' };
  if (route === 'terapeuta' && context.therapist) {
    return { title, description: therapistDescription(context.therapist), noindex: false, type: 'profile' };
  }
  return { title, description: DESCRIPTIONS[route] ?? DEFAULT_DESCRIPTION, noindex: !PUBLIC_ROUTES.includes(route), type: 'website' };
}

/**
 * schema.org data of a profile: the practice (ProfessionalService, which search engines accept
 * ratings for, unlike a bare Person) with the therapist as a Person, the session as an Offer in
 * BRL, the rating only when there are reviews, and the verified CRP as the person's credential.
 */
export function therapistJsonLd(t: TherapistHeadData, where: { pageUrl: string; imageUrl?: string }): Record<string, unknown> {
  const person: Record<string, unknown> = { '@type': 'Person', name: oneLine(t.fullName) };
  if (oneLine(t.title)) person.jobTitle = oneLine(t.title);
  if (t.specialties.length) person.knowsAbout = t.specialties.map((s) => s.name);
  if (where.imageUrl) person.image = where.imageUrl;
  // the CRP as a credential of the person, recognised by its council: only once the platform verified it
  const credential = crpCredentialJsonLd(t.crp ?? '', t.crpVerificadoEm);
  if (credential) person.hasCredential = credential;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': where.pageUrl,
    name: therapistHeading(t),
    url: where.pageUrl,
    description: truncateText(t.bio, 500) || therapistDescription(t),
    address: {
      '@type': 'PostalAddress',
      addressLocality: oneLine(t.officeCity) || oneLine(t.city),
      addressRegion: oneLine(t.state),
      addressCountry: 'BR',
    },
    employee: person,
    makesOffer: {
      '@type': 'Offer',
      price: t.sessionPrice.toFixed(2),
      priceCurrency: 'BRL',
      url: where.pageUrl,
      itemOffered: { '@type': 'Service', name: `Sessão de psicoterapia (${t.sessionDuration} min)` },
    },
  };
  if (where.imageUrl) data.image = where.imageUrl;
  if (t.reviewCount > 0) {
    data.aggregateRating = { '@type': 'AggregateRating', ratingValue: t.rating, reviewCount: t.reviewCount, bestRating: 5, worstRating: 1 };
  }
  return data;
}
