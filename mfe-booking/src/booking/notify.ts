// The booking toasts (product.md#main-messages): failures in red, as every toast of the product.
import { notify } from '@acolhe/shared-ui';
import { BOOKING_TEXTS as T } from './texts';

export const notifyIncomplete = () =>
  notify({ title: T.incompleteTitle, message: T.incompleteMessage, color: 'red' });

export const notifyBooked = () =>
  notify({ title: T.successTitle, message: T.successMessage, color: 'green' });

export const notifyFailed = () =>
  notify({ title: T.failureTitle, message: T.failureMessage, color: 'red' });

export const notifySlotTaken = () =>
  notify({ title: T.slotTakenTitle, message: T.slotTakenMessage, color: 'red' });
