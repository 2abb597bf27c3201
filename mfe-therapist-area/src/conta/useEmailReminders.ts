// The reminders switch bound to GET/PUT /me/preferencias: while a change is on its way the switch
// shows it; if the api refuses, the switch goes back to what is stored and a toast says why.
import { apiErrorMessage } from '@acolhe/shared-auth';
import { notify } from '@acolhe/shared-ui';
import { usePreferences, useSavePreferences } from '../api';
import { PREFERENCES_TEXTS as T } from './accountTexts';

export function useEmailReminders() {
  const preferences = usePreferences();
  const save = useSavePreferences();
  const stored = preferences.data?.lembretesEmail;
  const checked = save.isPending && save.variables ? save.variables.lembretesEmail : stored ?? false;

  const setReminders = (lembretesEmail: boolean) =>
    save.mutate(
      { lembretesEmail },
      {
        onSuccess: (saved) => notify({ color: 'teal', title: T.savedTitle, message: saved.lembretesEmail ? T.savedOn : T.savedOff }),
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
