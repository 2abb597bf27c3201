// Test helper: the toasts a component shows (Mantine notifications).
import { notifications } from '@mantine/notifications';

/**
 * Spies on notifications.show for every test of the file (the toasts still show); the spy's calls are
 * cleared before each test and the toasts shown are cleaned after it. Call once, at the top of a file.
 */
export function watchToasts() {
  const toast = jest.spyOn(notifications, 'show');
  beforeEach(() => toast.mockClear());
  afterEach(() => notifications.clean());
  afterAll(() => toast.mockRestore());
  return toast;
}
