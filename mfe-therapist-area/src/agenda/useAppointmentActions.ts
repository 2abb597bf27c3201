// Status changes from the manager: one mutation, the product.md#main-messages toasts, lists refreshed by the api hook.
import { notify } from '@acolhe/shared-ui';
import type { TherapistAppointment } from '@acolhe/shared-domain';
import { useChangeAppointmentStatus } from '../api';
import { ACTION_SUCCESS, ACTION_TARGET, SERIES_SUCCESS, STATUS_FAILURE, type StatusAction } from './actions';

export function useAppointmentActions() {
  const change = useChangeAppointmentStatus();
  /** `serie`: the request of a series, answered for the whole series */
  const run = (appointment: TherapistAppointment, action: StatusAction, declineReason = '', serie = false) =>
    change.mutate(
      { appointment, status: ACTION_TARGET[action], declineReason },
      {
        onSuccess: () => notify({ color: 'teal', ...((serie && SERIES_SUCCESS[action]) || ACTION_SUCCESS[action]) }),
        onError: () => notify({ color: 'red', ...STATUS_FAILURE }),
      },
    );
  const pendingFor = (appointment: TherapistAppointment): StatusAction | null => {
    const vars = change.variables;
    if (!change.isPending || !vars || vars.appointment.id !== appointment.id) return null;
    return (Object.keys(ACTION_TARGET) as StatusAction[]).find((a) => ACTION_TARGET[a] === vars.status) ?? null;
  };
  return { run, pendingFor };
}
