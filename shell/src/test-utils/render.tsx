// Test helper: renders inside the real providers (Mantine theme, toasts, query client) and a
// MemoryRouter, with a probe that exposes the current location for navigation assertions.
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '@acolhe/shared-ui';

/** The current location as hidden text (currentLocation reads it). */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location" hidden>{`${location.pathname}${location.search}`}</div>;
}

export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The path + query the MemoryRouter is on now. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}
