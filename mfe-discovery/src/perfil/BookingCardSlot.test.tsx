import { act, render, screen } from '@testing-library/react';
import { STORAGE_KEYS, savePendingBooking } from '@acolhe/shared-domain/contracts';
import { BookingCardSlot } from './BookingCardSlot';

// What the slot hands RemoteComponent: the booking remote's card, loaded only near the viewport.
jest.mock('@acolhe/shared-ui', () => ({
  ...jest.requireActual('@acolhe/shared-ui'),
  RemoteComponent: ({ id, load }: { id: string; load?: boolean }) => <div data-testid="remote" data-id={id} data-load={String(load)} />,
}));

let observers: { callback: IntersectionObserverCallback; options: IntersectionObserverInit }[] = [];
beforeEach(() => {
  observers = [];
  (globalThis as Record<string, unknown>).IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  };
});
afterEach(() => {
  sessionStorage.clear();
  delete (globalThis as Record<string, unknown>).IntersectionObserver;
});

const props = { therapistId: 't1', sessionPrice: 180, sessionDuration: 50, sessionFormats: ['online' as const] };

it('loads the booking card only once it comes near the viewport (600 px ahead)', () => {
  render(<BookingCardSlot {...(props as Parameters<typeof BookingCardSlot>[0])} />);
  const remote = screen.getByTestId('remote');
  expect(remote).toHaveAttribute('data-id', 'booking/BookingCard');
  expect(remote).toHaveAttribute('data-load', 'false');
  expect(observers[0]!.options.rootMargin).toBe('600px');
  act(() => observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
  expect(screen.getByTestId('remote')).toHaveAttribute('data-load', 'true');
});

describe('a booking request kept through the sign-in (issue 44 item 2)', () => {
  const waiting = (overrides: Record<string, unknown> = {}) =>
    savePendingBooking({
      therapistId: 't1',
      date: '2999-01-04',
      time: '10:00',
      notes: 'Primeira consulta',
      origin: 'card',
      savedAt: new Date().toISOString(),
      ...overrides,
    } as Parameters<typeof savePendingBooking>[0]);

  it("for this therapist: the card loads at once, far below the fold on a phone (it then brings the request into view)", () => {
    waiting();
    render(<BookingCardSlot {...(props as Parameters<typeof BookingCardSlot>[0])} />);
    expect(screen.getByTestId('remote')).toHaveAttribute('data-load', 'true');
  });

  it("for another therapist: the card still waits for the viewport, and that request stays for its page", () => {
    waiting({ therapistId: 't2' });
    render(<BookingCardSlot {...(props as Parameters<typeof BookingCardSlot>[0])} />);
    expect(screen.getByTestId('remote')).toHaveAttribute('data-load', 'false');
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingBooking)).not.toBeNull();
  });

  it('a stale or tampered one does not open the card, and is deleted', () => {
    waiting({ savedAt: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString() });
    render(<BookingCardSlot {...(props as Parameters<typeof BookingCardSlot>[0])} />);
    expect(screen.getByTestId('remote')).toHaveAttribute('data-load', 'false');
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingBooking)).toBeNull();
  });
});
