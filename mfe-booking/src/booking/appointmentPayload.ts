// The body of POST /sessoes (SPEC §7): the request plus the fields the SPEC lists. The api takes
// the client's identity from the token; clientId/clientName are sent because the contract has them.
import type { Appointment, BookingRequest, HourMinute, IsoDate, PaymentMethod, SessionUser } from '@acolhe/shared-domain';

export type NewAppointment = BookingRequest &
  Pick<Appointment, 'id' | 'clientId' | 'clientName' | 'cliente' | 'status' | 'createdAt'>;

export interface NewAppointmentInput {
  therapistId: string;
  date: IsoDate;
  time: HourMinute;
  notes: string;
  paymentMethod?: PaymentMethod;
  client: Pick<SessionUser, 'id' | 'name'>;
  /** the name typed on /agendar wins over the account's */
  clientName?: string;
  id: string;
  now: Date;
}

export function buildNewAppointment(input: NewAppointmentInput): NewAppointment {
  const clientName = (input.clientName ?? '').trim() || input.client.name;
  return {
    id: input.id,
    therapistId: input.therapistId,
    clientId: input.client.id,
    clientName,
    cliente: { name: clientName },
    date: input.date,
    time: input.time,
    // SPEC §5: notes are optional and trimmed.
    notes: input.notes.trim(),
    status: 'PENDING',
    createdAt: input.now.toISOString(),
    ...(input.paymentMethod ? { paymentMethod: input.paymentMethod } : {}),
  };
}

/** A random id for the new appointment (crypto.randomUUID where the browser has it). */
export function newAppointmentId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(Math.random() * 4)]}${hex(3)}-${hex(12)}`;
}
