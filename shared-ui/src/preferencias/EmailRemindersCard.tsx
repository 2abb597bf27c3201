import { Stack, Switch, Text } from '@mantine/core';
import { SettingsCard } from '../conta/SettingsCard';
import { LoadState } from '../feedback/LoadState';
import { EMAIL_REMINDERS_TEXTS as T } from './texts';
import { useEmailReminders, type PreferencesQuery, type PreferencesSave } from './useEmailReminders';

export interface EmailRemindersCardProps {
  preferences: PreferencesQuery;
  save: PreferencesSave;
}

/** 'Notificações por e-mail': the reminders switch (GET/PUT /me/preferencias). */
export function EmailRemindersCard({ preferences, save }: EmailRemindersCardProps) {
  const reminders = useEmailReminders(preferences, save);
  return (
    <SettingsCard headingId="notificacoes-email" title={T.title}>
      <Stack gap="sm">
        <LoadState of={reminders} texts={T} loadingLabel={T.loading} skeletonHeight={24}>
          <Switch
            label={T.reminders}
            checked={reminders.checked}
            disabled={reminders.saving}
            error={reminders.error}
            aria-invalid={reminders.error ? true : undefined}
            onChange={(event) => reminders.setReminders(event.currentTarget.checked)}
          />
        </LoadState>
        <Text size="sm" c="gray.7">
          {T.alwaysSent}
        </Text>
      </Stack>
    </SettingsCard>
  );
}
