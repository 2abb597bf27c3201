// The booking toasts (product.md#main-messages): failures in red, as every toast of the product.
import { notify } from '@acolhe/shared-ui';
import { BOOKING_TEXTS as T } from './texts';

/** 'Dados incompletos': date and time missing, and, when the format is missing too, the very
 * message shown beside the format question (the toast and the inline error say the same, issue 30). */
export function incompleteMessage(formatProblem: string | null): string {
  return formatProblem ? `${T.incompleteMessage} ${formatProblem}` : T.incompleteMessage;
}

export const notifyIncomplete = (formatProblem: string | null = null) =>
  notify({ title: T.incompleteTitle, message: incompleteMessage(formatProblem), color: 'red' });

export const notifyBooked = () =>
  notify({ title: T.successTitle, message: T.successMessage, color: 'green' });

export const notifyFailed = () =>
  notify({ title: T.failureTitle, message: T.failureMessage, color: 'red' });

/** A 409 whose reason is the taken slot (the api's 'Este horário não está mais disponível.'), or none. */
export const isSlotTaken = (reason: string): boolean => reason === '' || T.slotTakenMessage.startsWith(reason);

/** 'Horário indisponível', with the api's own reason when it gave another one than the taken slot. */
export const notifySlotTaken = (reason?: string) =>
  notify({ title: T.slotTakenTitle, message: reason && !isSlotTaken(reason) ? reason : T.slotTakenMessage, color: 'red' });

/** 'Erro ao agendar' with the api's reason for refusing the request itself (not its time). */
export const notifyRefused = (reason: string) => notify({ title: T.failureTitle, message: reason, color: 'red' });
