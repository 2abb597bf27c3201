import { useRef } from 'react';
import { Alert, Button, List, PasswordInput, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useConectarCalendario, type Modo } from './useConectarCalendario';
import { CALENDARIOS_TEXTS as T } from './texts';

const MODOS: { value: Modo; label: string }[] = [
  { value: 'ics', label: T.tipo.ics },
  { value: 'caldav', label: T.tipo.caldav },
];

/** 'Conectar calendário': an ICS address, or a CalDAV account (server, user, app password). */
export function ConectarCalendarioForm({ therapistId }: { therapistId: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useConectarCalendario(therapistId, formRef);
  const caldav = form.modo === 'caldav';
  return (
    <form ref={formRef} onSubmit={form.submit} noValidate aria-labelledby="conectar-calendario-titulo">
      <Stack gap="sm">
        <Title order={3} size="h5" id="conectar-calendario-titulo">
          {T.connectTitle}
        </Title>
        <SegmentedControl
          aria-label={T.connectWay}
          data={MODOS}
          value={form.modo}
          onChange={(value) => form.setModo(value as Modo)}
          style={{ alignSelf: 'flex-start' }}
        />
        <TextInput
          {...form.url}
          label={T.url[form.modo]}
          placeholder={T.urlPlaceholder[form.modo]}
          required
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
        />
        {caldav && (
          <>
            <TextInput {...form.usuario} label={T.usuario} required autoComplete="off" spellCheck={false} />
            <PasswordInput {...form.senha} label={T.senha} description={T.senhaHelp} required autoComplete="new-password" />
          </>
        )}
        <List size="sm" spacing={4} c="gray.7">
          {T.help[form.modo].map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        {form.refusal && (
          <Alert color="red" variant="light" role="alert" title={T.connectFailed.title}>
            {form.refusal}
          </Alert>
        )}
        <Text size="sm">{T.privacy}</Text>
        <Button type="submit" loading={form.connecting} style={{ alignSelf: 'flex-start' }}>
          {T.connect}
        </Button>
      </Stack>
    </form>
  );
}
