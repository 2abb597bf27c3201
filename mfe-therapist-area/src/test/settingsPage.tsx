// Most of the area's cards live on the therapist's settings page; their tests render them there.
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@acolhe/shared-ui/testing';

export const SETTINGS_PAGE = { route: '/usuario/t1/configuracoes', path: '/usuario/:id/configuracoes' };

/** `element` on the settings page, and a user to drive it. */
export function renderOnSettingsPage(element: ReactElement) {
  const user = userEvent.setup();
  renderAt(element, SETTINGS_PAGE);
  return user;
}
