// Answers of the api read defensively: a missing or null field becomes the empty value of
// shared-domain's types ('' for texts), so forms and lists never meet undefined.
import {
  CLIENT_GENDERS,
  UF_CODES,
  isOneOf,
  toAppointmentStatus,
  type Address,
  type Appointment,
  type Client,
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
    neighborhood: str(c.neighborhood),
  };
}

export function toAppointment(body: unknown): Appointment {
  const a = record(body);
  const cliente = record(a.cliente);
  return {
    id: str(a.id),
    therapistId: str(a.therapistId),
    therapistName: str(a.therapistName),
    clientId: str(a.clientId),
    clientName: str(a.clientName),
    cliente: { name: str(cliente.name) },
    date: str(a.date).slice(0, 10),
    time: str(a.time).slice(0, 5),
    status: toAppointmentStatus(a.status),
    notes: str(a.notes),
    createdAt: str(a.createdAt),
    meetingLink: str(a.meetingLink),
    therapistNotes: str(a.therapistNotes),
  };
}

/** A bare list, or a `content` envelope (SPEC §7 uses both shapes for lists). */
export function toAppointments(body: unknown): Appointment[] {
  const list = Array.isArray(body) ? body : Array.isArray(record(body).content) ? (record(body).content as unknown[]) : [];
  return list.map(toAppointment).filter((a) => a.id !== '');
}

export function toAddress(body: unknown, digits: string): Address {
  const a = record(body);
  const state = str(a.state).toUpperCase();
  return {
    zipCode: str(a.zipCode) || digits,
    street: str(a.street),
    neighborhood: str(a.neighborhood),
    city: str(a.city),
    state: isOneOf(UF_CODES, state) ? state : '',
  };
}
