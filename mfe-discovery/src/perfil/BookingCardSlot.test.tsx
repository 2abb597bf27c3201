import { act, render, screen } from '@testing-library/react';
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
