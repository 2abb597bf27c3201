// Therapists the journeys create for themselves: one complete profile (publishable: CRP with its
// region, price, specialty, format, city, bio), an open week and the CRP verified by an operator
// (only verified profiles are public: issue 32), written once for every suite.
import { apiCall, idTokenOf, newConfirmedAccount } from './identity';
import { verifyTherapist } from './operador';

/** Weekly hours open every day from `start` to `end`. */
export const everyDay = (start: string, end: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, isAvailable: true, workingHours: { start, end } }));

/** 000.000.000-00 with its check digits, from nine digits. */
function cpfOf(base: string): string {
  const d = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = d.slice(0, length).reduce((acc, x, i) => acc + x * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    d.push(rest === 10 ? 0 : rest);
  }
  const s = d.join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

let registrations = 0;
/** A CRP and a CPF no other therapist of the stack has: both are unique among therapists. From the
 * clock and a counter (the suites run one at a time); 7xx.xxx.xxx and 06/xxxxxx never meet the
 * demo's (529…, 06/154872) by construction of the number below. */
export function uniqueRegistration(): { cpf: string; crp: string } {
  const n = (Date.now() * 10 + (registrations++ % 10)) % 1_000_000;
  return { cpf: cpfOf(`7${String(Date.now() % 100).padStart(2, '0')}${String(n).padStart(6, '0')}`), crp: `06/${String(n).padStart(6, '0')}` };
}

/** POST /terapeutas body of a complete online-only profile with 60-minute sessions and no notice. */
export function therapistProfileBody<Overrides extends object = object>(fullName: string, overrides = {} as Overrides) {
  const base = {
    fullName,
    birthDate: '1985-05-20',
    gender: 'feminino',
    ...uniqueRegistration(),
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
  };
  return { ...base, ...overrides };
}

/** Opens every day 08–18 for the therapist (60-minute sessions, no notice). */
export async function openEveryDay(therapistId: string, token: string): Promise<void> {
  await apiCall('POST', `/agenda/terapeutas/${therapistId}/disponibilidade`, token, { schedule: everyDay('08:00', '18:00'), sessionDuration: 60, minNoticeHours: 0 });
}

/** A new confirmed therapist with a complete, verified, public profile and every day 08–18 open. */
export async function newReadyTherapist(label: string) {
  const name = `Terapeuta ${label}`;
  const account = await newConfirmedAccount({ label, name, tipo: 'terapeuta' });
  const token = await idTokenOf(account.email, account.password);
  const body = therapistProfileBody(name);
  const profile = await apiCall<{ id: string }>('POST', '/terapeutas', token, body);
  await openEveryDay(profile.id, token);
  await verifyTherapist(profile.id, token, body.crp);
  return { ...account, name, id: profile.id, token, cpf: body.cpf, crp: body.crp };
}
