// Answers of the api read defensively: a missing or null field becomes the empty value of
// shared-domain's types ('' for texts), so forms and lists never meet undefined.
import {
  CANCEL_REASONS,
  CLIENT_GENDERS,
  SESSION_FORMATS,
  UF_CODES,
  USER_TYPES,
  isOneOf,
  isValidTime,
  minutesToTime,
  timeToMinutes,
  toAppointmentStatus,
  type Appointment,
  type Client,
  type NotificationPreferences,
  type OfficeAddress,
  type Slot,
} from '@acolhe/shared-domain';

type Loose = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const record = (value: unknown): Loose => (value !== null && typeof value === 'object' ? (value as Loose) : {});

export function toClient(body: unknown, fallbackId = ''): Client {
  const c = record(body);
  const state = str(c.state).toUpperCase();
  return {
    id: str(c.id) || fallbackId,
    name: str(c.name),
    email: str(c.email),
    image: str(c.image),
    gender: isOneOf(CLIENT_GENDERS, c.gender) ? c.gender : '',
    birthDate: str(c.birthDate).slice(0, 10),
    phone: str(c.phone),
    city: str(c.city),
    state: isOneOf(UF_CODES, state) ? state : '',
    cpf: str(c.cpf),
    zipCode: str(c.zipCode),
    street: str(c.street),
    number: str(c.number),
    complement: str(c.complement),
    neighborhood: str(c.neighborhood),
  };
}

const minutes = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0);

function toOfficeAddress(value: unknown): OfficeAddress | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const o = record(value);
  return {
    zipCode: str(o.zipCode).replace(/\D/g, ''),
    street: str(o.street),
    number: str(o.number),
    complement: str(o.complement),
    neighborhood: str(o.neighborhood),
    city: str(o.city),
    state: str(o.state),
  };
}

/** 'HH:MM' the session ends: the api's endTime, else start + length when both are known, else ''. */
function endTimeOf(a: Loose, time: string, durationMinutes: number): string {
  const end = str(a.endTime).slice(0, 5);
  if (isValidTime(end)) return end;
  if (!isValidTime(time) || durationMinutes === 0) return '';
  const total = timeToMinutes(time) + durationMinutes;
  return total < 24 * 60 ? minutesToTime(total) : '';
}

export function toAppointment(body: unknown): Appointment {
  const a = record(body);
  const cliente = record(a.cliente);
  const time = str(a.time).slice(0, 5);
  const durationMinutes = minutes(a.durationMinutes);
  const officeAddress = toOfficeAddress(a.officeAddress);
  return {
    id: str(a.id),
    therapistId: str(a.therapistId),
    therapistName: str(a.therapistName),
    clientId: str(a.clientId),
    clientName: str(a.clientName),
    cliente: { name: str(cliente.name) },
    date: str(a.date).slice(0, 10),
    time,
    status: toAppointmentStatus(a.status),
    notes: str(a.notes),
    createdAt: str(a.createdAt),
    meetingLink: str(a.meetingLink),
    // where 'Entrar na sala' goes (the Acolhe room or the therapist's own link); absent from an older api
    ...(typeof a.salaUrl === 'string' ? { salaUrl: a.salaUrl } : {}),
    // sessions booked before formats were chosen were online (the api's default)
    modality: isOneOf(SESSION_FORMATS, a.modality) ? a.modality : 'online',
    durationMinutes,
    endTime: endTimeOf(a, time, durationMinutes),
    lateCancellation: a.lateCancellation === true,
    ...(isOneOf(USER_TYPES, a.cancelledBy) ? { cancelledBy: a.cancelledBy } : {}),
    ...(isOneOf(CANCEL_REASONS, a.cancelReason) ? { cancelReason: a.cancelReason } : {}),
    ...(officeAddress ? { officeAddress } : {}),
    // the therapist's word on a decline (issue 30)
    ...(str(a.declineReason).trim() ? { declineReason: str(a.declineReason).trim() } : {}),
    ...(a.canReview === true ? { canReview: true } : {}),
    // the series it belongs to (issue 33), marked 'Série' on the dashboard
    serieId: str(a.serieId) || null,
  };
}

/** GET …/slots-mes answers a plain list (an envelope `{ content }` is accepted too); a malformed
 * row is dropped so it cannot break the calendar. */
export function toSlots(body: unknown): Slot[] {
  const list = Array.isArray(body) ? body : Array.isArray(record(body).content) ? (record(body).content as unknown[]) : [];
  return list.flatMap((item) => {
    const s = record(item);
    return typeof s.date === 'string' && typeof s.time === 'string' && typeof s.available === 'boolean'
      ? [{ date: s.date, time: s.time, available: s.available }]
      : [];
  });
}

/** A bare list, or a `content` envelope (api/README.md uses both shapes for lists). */
export function toAppointments(body: unknown): Appointment[] {
  const list = Array.isArray(body) ? body : Array.isArray(record(body).content) ? (record(body).content as unknown[]) : [];
  return list.map(toAppointment).filter((a) => a.id !== '');
}

/** GET/PUT /me/preferencias; a missing flag keeps `fallback` (reminders are on unless turned off). */
export function toPreferences(body: unknown, fallback: NotificationPreferences = { lembretesEmail: true }): NotificationPreferences {
  const p = record(body);
  return { lembretesEmail: typeof p.lembretesEmail === 'boolean' ? p.lembretesEmail : fallback.lembretesEmail };
}
