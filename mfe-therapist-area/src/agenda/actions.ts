// Which buttons an appointment card offers, decided by the shared status machine and the clock
// (confirm/cancel only before the session starts, complete only after), plus their toasts.
// 'Remarcar' moves a PENDING or CONFIRMED session that has not started; its status stays.
import {
  ACTIVE_APPOINTMENT_STATUSES,
  allowedTransitions,
  appointmentStartsAt,
  toAppointmentStatus,
  type TherapistAppointment,
  type AppointmentStatus,
} from '@acolhe/shared-domain';

/** Actions that change the status (PATCH /sessoes). */
export type StatusAction = 'confirm' | 'decline' | 'cancel' | 'complete';
export type AgendaAction = StatusAction | 'reschedule';

export const ACTION_TARGET: Record<StatusAction, AppointmentStatus> = {
  confirm: 'CONFIRMED',
  decline: 'REJECTED',
  cancel: 'CANCELLED',
  complete: 'COMPLETED',
};

export const ACTION_LABELS: Record<AgendaAction, string> = {
  confirm: 'Confirmar',
  decline: 'Recusar',
  reschedule: 'Remarcar',
  cancel: 'Cancelar',
  complete: 'Marcar como concluída',
};

/** Success toasts (product.md#main-messages for confirm and decline; the other two written in the same tone). */
export const ACTION_SUCCESS: Record<StatusAction, { title: string; message: string }> = {
  confirm: { title: 'Consulta confirmada!', message: 'O cliente será notificado.' },
  decline: { title: 'Consulta recusada', message: 'A solicitação foi movida para o histórico.' },
  cancel: { title: 'Consulta cancelada', message: 'A consulta foi movida para o histórico.' },
  complete: { title: 'Consulta concluída', message: 'A consulta foi movida para o histórico.' },
};

/** The answer to a series' request is the series' (issue 44 item 1). */
export const SERIES_SUCCESS: Partial<Record<StatusAction, { title: string; message: string }>> = {
  confirm: { title: 'Série confirmada!', message: 'As sessões da série foram reservadas na sua agenda, e o(a) cliente será avisado(a) por e-mail.' },
  decline: { title: 'Série recusada', message: 'A solicitação da série foi movida para o histórico.' },
};

export const STATUS_FAILURE = {
  title: 'Erro ao atualizar',
  message: 'Não foi possível atualizar o status da consulta.',
} as const;

/** Per group, the actions a card may show, in their order on the card. */
// A request is answered, not cancelled: 'Recusar' is its no (with an optional reason), so it never
// sits beside 'Cancelar' (issue 30).
const ACTIONS_BY_STATUS: Partial<Record<AppointmentStatus, readonly AgendaAction[]>> = {
  PENDING: ['confirm', 'decline', 'reschedule'],
  CONFIRMED: ['complete', 'reschedule', 'cancel'],
};

export const isStatusAction = (action: AgendaAction): action is StatusAction => action !== 'reschedule';

/** A session that is still ahead and still active may move to another slot. */
export function canReschedule(appointment: Pick<TherapistAppointment, 'status' | 'date' | 'time'>, now: Date): boolean {
  const status = toAppointmentStatus(appointment.status);
  return ACTIVE_APPOINTMENT_STATUSES.includes(status) && appointmentStartsAt(appointment.date, appointment.time).getTime() > now.getTime();
}

export function availableActions(appointment: Pick<TherapistAppointment, 'status' | 'date' | 'time'>, now: Date): AgendaAction[] {
  const from = toAppointmentStatus(appointment.status);
  const allowed = allowedTransitions(from, 'terapeuta', {
    startsAt: appointmentStartsAt(appointment.date, appointment.time),
    now,
  });
  return (ACTIONS_BY_STATUS[from] ?? []).filter((action) =>
    isStatusAction(action) ? allowed.includes(ACTION_TARGET[action]) : canReschedule(appointment, now),
  );
}
