import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './useNearViewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>('300px');
  return <div ref={ref}>{near ? 'perto' : 'longe'}</div>;
}

/** A stand-in IntersectionObserver the test drives. */
class FakeObserver {
  static all: FakeObserver[] = [];
  disconnected = false;
  observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).IntersectionObserver;
  FakeObserver.all = [];
});

describe('useNearViewport', () => {
  it('is false until the element comes within the margin, then true for good', () => {
    (globalThis as Record<string, unknown>).IntersectionObserver = FakeObserver;
    render(<Probe />);
    expect(screen.getByText('longe')).toBeInTheDocument();
    const [observer] = FakeObserver.all;
    expect(observer!.options.rootMargin).toBe('300px');
    expect(observer!.observed).toEqual([screen.getByText('longe')]);

    act(() => observer!.fire(false));
    expect(screen.getByText('longe')).toBeInTheDocument();
    act(() => observer!.fire(true));
    expect(screen.getByText('perto')).toBeInTheDocument();
    expect(observer!.disconnected).toBe(true);
    expect(FakeObserver.all).toHaveLength(1); // nothing observed again once near
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    render(<Probe />);
    expect(screen.getByText('perto')).toBeInTheDocument();
  });
});
