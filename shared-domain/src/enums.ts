// Every enumeration of the product, declared once: a readonly tuple of the values
// (what is stored and sent) plus a pt-BR label table (what is shown).

/** Narrowing helper shared by all enumerations. */
export function isOneOf<T extends string | number>(
  values: readonly T[],
  value: unknown,
): value is T {
  return (values as readonly unknown[]).includes(value);
}

/** `{ value, label }` list in declaration order, ready for a select. */
export function optionsOf<T extends string | number>(
  values: readonly T[],
  labels: Record<T, string>,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

// ---- User type (product.md#who-uses-it) ----
export const USER_TYPES = ['cliente', 'terapeuta'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const USER_TYPE_LABELS: Record<UserType, string> = {
  cliente: 'Cliente',
  terapeuta: 'Terapeuta',
};
/** product.md#who-uses-it: anything other than 'terapeuta' is treated as cliente. */
export function roleOf(value: unknown): UserType {
  return value === 'terapeuta' ? 'terapeuta' : 'cliente';
}

// ---- Languages ----
export const LANGUAGES = ['portugues', 'ingles', 'espanhol', 'frances', 'italiano', 'alemao'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_LABELS: Record<Language, string> = {
  portugues: 'Português',
  ingles: 'Inglês',
  espanhol: 'Espanhol',
  frances: 'Francês',
  italiano: 'Italiano',
  alemao: 'Alemão',
};

// ---- Session types ----
export const SESSION_TYPES = ['individual', 'casal', 'grupo', 'familia'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
export const SESSION_TYPE_LABELS: Record<SessionType, string> = {
  individual: 'Individual',
  casal: 'Casal',
  grupo: 'Grupo',
  familia: 'Família',
};

// ---- Therapeutic approaches (a fixed list: the profile form's checkboxes and the search filter) ----
export const THERAPY_APPROACHES = [
  'tcc',
  'psicanalise',
  'humanista',
  'gestalt',
  'sistemica',
  'analise-do-comportamento',
  'junguiana',
  'esquema',
  'act',
] as const;
export type TherapyApproach = (typeof THERAPY_APPROACHES)[number];
export const THERAPY_APPROACH_LABELS: Record<TherapyApproach, string> = {
  tcc: 'TCC (Cognitivo-Comportamental)',
  psicanalise: 'Psicanálise',
  humanista: 'Humanista (Centrada na Pessoa)',
  gestalt: 'Gestalt-terapia',
  sistemica: 'Sistêmica',
  'analise-do-comportamento': 'Análise do Comportamento',
  junguiana: 'Junguiana (Psicologia Analítica)',
  esquema: 'Terapia do Esquema',
  act: 'ACT (Aceitação e Compromisso)',
};

// ---- Search sort orders ----
export const SEARCH_ORDERS = ['relevancia', 'avaliacao', 'preco', 'proximo'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];
export const SEARCH_ORDER_LABELS: Record<SearchOrder, string> = {
  relevancia: 'Relevância',
  avaliacao: 'Melhor avaliação',
  preco: 'Menor preço',
  proximo: 'Próximo horário',
};

// ---- Session formats ----
export const SESSION_FORMATS = ['online', 'presencial'] as const;
export type SessionFormat = (typeof SESSION_FORMATS)[number];
export const SESSION_FORMAT_LABELS: Record<SessionFormat, string> = {
  online: 'Online',
  presencial: 'Presencial',
};

// ---- Modalidade search filter (session formats plus 'ambos') ----
export const MODALIDADES = ['online', 'presencial', 'ambos'] as const;
export type Modalidade = (typeof MODALIDADES)[number];
// 'ambos' filters nothing (a therapist offering either format is fine): its label says so, as
// 'Ambos' read as "offers both" and listed therapists who offer only one (issue 30).
export const MODALIDADE_LABELS: Record<Modalidade, string> = { ...SESSION_FORMAT_LABELS, ambos: 'Online ou presencial' };

// ---- Therapist gender ----
export const THERAPIST_GENDERS = ['masculino', 'feminino', 'outro', 'prefiro-nao-dizer'] as const;
export type TherapistGender = (typeof THERAPIST_GENDERS)[number];
export const THERAPIST_GENDER_LABELS: Record<TherapistGender, string> = {
  masculino: 'Masculino',
  feminino: 'Feminino',
  outro: 'Outro',
  'prefiro-nao-dizer': 'Prefiro não dizer',
};

// ---- Client gender (different values from the therapist's, as the product states) ----
export const CLIENT_GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export type ClientGender = (typeof CLIENT_GENDERS)[number];
export const CLIENT_GENDER_LABELS: Record<ClientGender, string> = {
  male: 'Masculino',
  female: 'Feminino',
  other: 'Outro',
  prefer_not_to_say: 'Prefiro não dizer',
};

// ---- Brazilian federative units (27) ----
export const UF_CODES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
export type UfCode = (typeof UF_CODES)[number];
export const UF_LABELS: Record<UfCode, string> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};

// ---- Cities of the search filter ----
export const CITY_SLUGS = ['sao-paulo', 'rio-de-janeiro', 'belo-horizonte', 'salvador', 'brasilia'] as const;
export type CitySlug = (typeof CITY_SLUGS)[number];
export const CITY_LABELS: Record<CitySlug, string> = {
  'sao-paulo': 'São Paulo',
  'rio-de-janeiro': 'Rio de Janeiro',
  'belo-horizonte': 'Belo Horizonte',
  salvador: 'Salvador',
  brasilia: 'Brasília',
};

// ---- Payment method ----
export const PAYMENT_METHODS = ['credit', 'debit', 'pix'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  credit: 'Cartão de crédito',
  debit: 'Cartão de débito',
  pix: 'Pix',
};

// ---- Appointment status (product.md#sessions-appointments) ----
export const APPOINTMENT_STATUSES = ['PENDING', 'CONFIRMED', 'REJECTED', 'COMPLETED', 'CANCELLED'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  PENDING: 'Pendente',
  CONFIRMED: 'Confirmada',
  REJECTED: 'Recusada',
  COMPLETED: 'Concluída',
  CANCELLED: 'Cancelada',
};
/** product.md#sessions-appointments: an unknown status is treated (and displayed) as pending. */
export function toAppointmentStatus(value: unknown): AppointmentStatus {
  return isOneOf(APPOINTMENT_STATUSES, value) ? value : 'PENDING';
}
export function statusLabel(value: unknown): string {
  return APPOINTMENT_STATUS_LABELS[toAppointmentStatus(value)];
}

// ---- Days of week (0 = Sunday, like Date#getDay) ----
export const DAYS_OF_WEEK = [0, 1, 2, 3, 4, 5, 6] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];
export const DAY_OF_WEEK_LABELS: Record<DayOfWeek, string> = {
  0: 'Domingo',
  1: 'Segunda-feira',
  2: 'Terça-feira',
  3: 'Quarta-feira',
  4: 'Quinta-feira',
  5: 'Sexta-feira',
  6: 'Sábado',
};
