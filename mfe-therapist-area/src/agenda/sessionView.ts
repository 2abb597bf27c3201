// How a session reads on a card (pure): its time range, modality and who cancelled it.
import {
  SESSION_FORMAT_LABELS,
  USER_TYPE_LABELS,
  isOneOf,
  isValidTime,
  minutesToTime,
  timeToMinutes,
  SESSION_FORMATS,
  type TherapistAppointment,
} from '@acolhe/shared-domain';

/** '10:00–10:50' from time and endTime (or the booked length when an older record has no end). */
export function sessionTimeRange(a: Pick<TherapistAppointment, 'time' | 'endTime' | 'durationMinutes'>): string {
  if (isValidTime(a.endTime)) return `${a.time}–${a.endTime}`;
  const start = timeToMinutes(a.time);
  if (Number.isFinite(start) && Number.isInteger(a.durationMinutes) && a.durationMinutes > 0) {
    return `${a.time}–${minutesToTime((start + a.durationMinutes) % (24 * 60))}`;
  }
  return a.time;
}

/** 'Online' / 'Presencial'; '' for a record without a modality. */
export function modalityLabel(a: Pick<TherapistAppointment, 'modality'>): string {
  return isOneOf(SESSION_FORMATS, a.modality) ? SESSION_FORMAT_LABELS[a.modality] : '';
}

/** Who cancelled, as the therapist reads it: 'Cliente' or 'Você' ('' when one of the sides did not). */
export function cancelledByLabel(a: Pick<TherapistAppointment, 'cancelledBy'>): string {
  if (a.cancelledBy === 'terapeuta') return 'Você';
  if (a.cancelledBy === 'cliente') return USER_TYPE_LABELS.cliente;
  return '';
}

/** The 'Cancelamento tardio' badge: a cancelled session the api marked as cancelled late. */
export function isLateCancelled(a: Pick<TherapistAppointment, 'status' | 'lateCancellation'>): boolean {
  return a.status === 'CANCELLED' && a.lateCancellation === true;
}
