// The 'Configurações do Perfil' page for component tests: its api (the therapist's record, the
// specialties, and a PUT that answers the record as the row updateTherapistProfile reads it) and the
// page rendered at its route.
import { renderAt } from '@acolhe/shared-ui/testing';
import { ProfileSettings } from '../perfil/ProfileSettings';
import { SessionSettingsProvider } from '../sessionSettings/SessionSettingsProvider';
import { installFakeApi, json, type RouteHandler } from './fakeApi';
import { therapist } from './fixtures';
import { SETTINGS_PAGE } from './settingsPage';

export const SPECIALTIES = [
  { id: 'ansiedade', name: 'Ansiedade' },
  { id: 'depressao', name: 'Depressão' },
];

/** `record`: what GET terapeutas/t1 answers (null: a 404); `extra`: more routes. */
export function profileSettingsApi(record: unknown, extra: Record<string, RouteHandler | { status?: number; body?: unknown }> = {}) {
  return installFakeApi({
    'GET terapeutas/t1': record === null ? json({ message: 'Não encontrado' }, 404) : json(record),
    'GET especialidades': json(SPECIALTIES),
    'PUT terapeutas/t1': json(therapist({ id: 't1' })),
    ...extra,
  });
}

export const renderProfileSettings = () =>
  renderAt(
    <SessionSettingsProvider therapistId="t1">
      <ProfileSettings therapistId="t1" userName="Marina Duarte" />
    </SessionSettingsProvider>,
    { ...SETTINGS_PAGE, otherPaths: ['/usuario/:id'] },
  );
