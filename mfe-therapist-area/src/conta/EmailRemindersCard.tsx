import { Alert, Button, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { PREFERENCES_TEXTS as T } from './accountTexts';
import { useEmailReminders } from './useEmailReminders';

/** 'Notificações por e-mail': the reminders switch (GET/PUT /me/preferencias). */
export function EmailRemindersCard() {
  const reminders = useEmailReminders();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="notificacoes-email">
      <Stack gap="sm">
        <Title order={2} size="h4" id="notificacoes-email">
          {T.title}
        </Title>
        {reminders.loading ? (
          <Skeleton height={24} aria-busy="true" aria-label="Carregando preferências" />
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
    </Paper>
  );
}
