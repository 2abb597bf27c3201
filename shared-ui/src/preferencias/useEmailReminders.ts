// The reminders switch bound to GET/PUT /me/preferencias: while a change is on its way the switch
// shows it; if the api refuses, the switch goes back to what is stored and a toast says why.
// Each area passes its own query and mutation (their cache keys are the area's); the behaviour
// lives here once.
import { useState } from 'react';
import type { NotificationPreferences } from '@acolhe/shared-domain';
// By package name: bundled apart from shared-ui's entry (area-privada), toasts stay its singleton's.
import { notify, showApiErrors } from '@acolhe/shared-ui';
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
  // the api's refusal of the switch is said at it (issue 44 item 3; the switch just clicked keeps
  // the focus); anything else a toast
  const [error, setError] = useState<string | null>(null);

  const setReminders = (lembretesEmail: boolean) => {
    setError(null);
    save.mutate(
      { lembretesEmail },
      {
        onSuccess: (saved) =>
          notify({ color: 'teal', title: T.savedTitle, message: saved.lembretesEmail ? T.savedOn : T.savedOff }),
        onError: (failure) =>
          showApiErrors(
            { setErrors: (fields) => setError(fields.lembretesEmail ?? null) },
            failure,
            { title: T.saveFailedTitle, message: T.saveFailed },
            { fields: ['lembretesEmail'] },
          ),
      },
    );
  };

  return {
    loading: preferences.isPending,
    failed: preferences.isError && stored === undefined,
    retry: () => void preferences.refetch(),
    checked,
    saving: save.isPending,
    setReminders,
    error,
  };
}
