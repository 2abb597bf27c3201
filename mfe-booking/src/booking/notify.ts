// The booking toasts (SPEC §8): failures in red, as every toast of the product.
import { notifications } from '@mantine/notifications';
import { BOOKING_TEXTS as T } from './texts';

export const notifyIncomplete = () =>
  notifications.show({ title: T.incompleteTitle, message: T.incompleteMessage, color: 'red' });

export const notifyBooked = () =>
  notifications.show({ title: T.successTitle, message: T.successMessage, color: 'green' });

export const notifyFailed = () =>
  notifications.show({ title: T.failureTitle, message: T.failureMessage, color: 'red' });

export const notifySlotTaken = () =>
  notifications.show({ title: T.slotTakenTitle, message: T.slotTakenMessage, color: 'red' });
