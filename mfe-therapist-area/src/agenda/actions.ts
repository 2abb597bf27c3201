// Which buttons an appointment card offers, decided by the shared status machine and the clock
// (confirm/cancel only before the session starts, complete only after), plus their toasts.
import {
  allowedTransitions,
  appointmentStartsAt,
  toAppointmentStatus,
  type Appointment,
  type AppointmentStatus,
} from '@acolhe/shared-domain';

export type AgendaAction = 'confirm' | 'decline' | 'cancel' | 'complete';

export const ACTION_TARGET: Record<AgendaAction, AppointmentStatus> = {
  confirm: 'CONFIRMED',
  decline: 'REJECTED',
  cancel: 'CANCELLED',
  complete: 'COMPLETED',
};

export const ACTION_LABELS: Record<AgendaAction, string> = {
  confirm: 'Confirmar',
  decline: 'Recusar',
  cancel: 'Cancelar consulta',
  complete: 'Marcar como concluída',
};

/** Success toasts (SPEC §8 for confirm and decline; the other two written in the same tone). */
export const ACTION_SUCCESS: Record<AgendaAction, { title: string; message: string }> = {
  confirm: { title: 'Consulta confirmada!', message: 'O cliente será notificado.' },
  decline: { title: 'Consulta recusada', message: 'A solicitação foi movida para o histórico.' },
  cancel: { title: 'Consulta cancelada', message: 'A consulta foi movida para o histórico.' },
  complete: { title: 'Consulta concluída', message: 'A consulta foi movida para o histórico.' },
};

export const STATUS_FAILURE = {
  title: 'Erro ao atualizar',
  message: 'Não foi possível atualizar o status da consulta.',
} as const;

/** Per group, the actions a card may show (pending requests are answered, not cancelled). */
const ACTIONS_BY_STATUS: Partial<Record<AppointmentStatus, readonly AgendaAction[]>> = {
  PENDING: ['confirm', 'decline'],
  CONFIRMED: ['complete', 'cancel'],
};

export function availableActions(appointment: Pick<Appointment, 'status' | 'date' | 'time'>, now: Date): AgendaAction[] {
  const from = toAppointmentStatus(appointment.status);
  const allowed = allowedTransitions(from, 'terapeuta', {
    startsAt: appointmentStartsAt(appointment.date, appointment.time),
    now,
  });
  return (ACTIONS_BY_STATUS[from] ?? []).filter((action) => allowed.includes(ACTION_TARGET[action]));
}
