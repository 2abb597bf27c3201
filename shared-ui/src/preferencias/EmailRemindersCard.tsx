import { Alert, Button, Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
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
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="notificacoes-email">
      <Title order={2} size="h4" id="notificacoes-email" mb="md">
        {T.title}
      </Title>
      <Stack gap="sm">
        {reminders.loading ? (
          <Skeleton height={24} aria-busy="true" aria-label={T.loading} />
        ) : reminders.failed ? (
          <Alert color="red" variant="light" role="alert" title={T.loadError}>
            <Button size="xs" variant="light" color="red" onClick={reminders.retry}>
              {T.retry}
            </Button>
          </Alert>
        ) : (
          <Switch
            label={T.reminders}
            checked={reminders.checked}
            disabled={reminders.saving}
            onChange={(event) => reminders.setReminders(event.currentTarget.checked)}
          />
        )}
        <Text size="sm" c="gray.7">
          {T.alwaysSent}
        </Text>
      </Stack>
    </Card>
  );
}
