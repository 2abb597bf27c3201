// Therapists the journeys create for themselves: one complete profile (publishable: CRP with its
// region, price, specialty, format, city, bio) and an open week, written once for every suite.
import { apiCall, idTokenOf, newConfirmedAccount } from './identity';

/** Weekly hours open every day from `start` to `end`. */
export const everyDay = (start: string, end: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, isAvailable: true, workingHours: { start, end } }));

export const THERAPIST_CPF = '529.982.247-25';

/** POST /terapeutas body of a complete online-only profile with 60-minute sessions and no notice. */
export function therapistProfileBody(fullName: string, overrides: Record<string, unknown> = {}) {
  return {
    fullName,
    birthDate: '1985-05-20',
    gender: 'feminino',
    cpf: THERAPIST_CPF,
    crp: '06/123456',
    phone: '(11) 98888-7777',
    city: 'São Paulo',
    state: 'SP',
    languages: ['portugues'],
    sessionTypes: ['individual'],
    sessionFormats: ['online'],
    sessionPrice: 150,
    sessionDuration: 60,
    bufferMinutes: 0,
    minNoticeHours: 0,
    bio: 'Psicóloga clínica com experiência em ansiedade.',
    specialties: ['ansiedade'],
    ...overrides,
  };
}

/** Opens every day 08–18 for the therapist (60-minute sessions, no notice). */
export async function openEveryDay(therapistId: string, token: string): Promise<void> {
  await apiCall('POST', `/agenda/terapeutas/${therapistId}/disponibilidade`, token, { schedule: everyDay('08:00', '18:00'), sessionDuration: 60, minNoticeHours: 0 });
}

/** A new confirmed therapist with a complete, public profile and every day 08–18 open. */
export async function newReadyTherapist(label: string) {
  const name = `Terapeuta ${label}`;
  const account = await newConfirmedAccount({ label, name, tipo: 'terapeuta' });
  const token = await idTokenOf(account.email, account.password);
  const profile = await apiCall<{ id: string }>('POST', '/terapeutas', token, therapistProfileBody(name));
  await openEveryDay(profile.id, token);
  return { ...account, name, id: profile.id, token };
}
