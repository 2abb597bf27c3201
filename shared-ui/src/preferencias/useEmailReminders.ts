// The reminders switch bound to GET/PUT /me/preferencias: while a change is on its way the switch
// shows it; if the api refuses, the switch goes back to what is stored and a toast says why.
// Each area passes its own query and mutation (their cache keys are the area's); the behaviour
// lives here once.
import type { NotificationPreferences } from '@acolhe/shared-domain';
import { apiErrorMessage } from '@acolhe/shared-auth';
// By package name: bundled apart from shared-ui's entry (area-privada), toasts stay its singleton's.
import { notify } from '@acolhe/shared-ui';
import { EMAIL_REMINDERS_TEXTS as T } from './texts';

/** What the hook reads of a react-query query of GET /me/preferencias. */
export interface PreferencesQuery {
  data?: NotificationPreferences;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** What the hook uses of a react-query mutation of PUT /me/preferencias. */
export interface PreferencesSave {
  isPending: boolean;
  variables?: NotificationPreferences;
  mutate: (
    preferences: NotificationPreferences,
    callbacks: { onSuccess: (saved: NotificationPreferences) => void; onError: (error: unknown) => void },
  ) => void;
}

export function useEmailReminders(preferences: PreferencesQuery, save: PreferencesSave) {
  const stored = preferences.data?.lembretesEmail;
  const checked = save.isPending && save.variables ? save.variables.lembretesEmail : stored ?? false;

  const setReminders = (lembretesEmail: boolean) =>
    save.mutate(
      { lembretesEmail },
      {
        onSuccess: (saved) =>
          notify({ color: 'teal', title: T.savedTitle, message: saved.lembretesEmail ? T.savedOn : T.savedOff }),
        onError: (error) => notify({ color: 'red', title: T.saveFailedTitle, message: apiErrorMessage(error, T.saveFailed) }),
      },
    );

  return {
    loading: preferences.isPending,
    failed: preferences.isError && stored === undefined,
    retry: () => void preferences.refetch(),
    checked,
    saving: save.isPending,
    setReminders,
  };
}
