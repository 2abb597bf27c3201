import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { DialogFrame } from '@acolhe/shared-ui/area-privada';
import { useNow } from '../clock/useNow';
import { SectionStatus } from '../ui/SectionStatus';
import { CalendarioCard } from './CalendarioCard';
import { ConectarCalendarioForm } from './ConectarCalendarioForm';
import { CALENDARIOS_ANCHOR, CALENDARIOS_TEXTS as T } from './texts';
import { useCalendariosExternos } from './useCalendariosExternos';

/** Under Disponibilidade: other calendars whose busy times block Acolhe's slots (issue 45). */
export function CalendariosExternosSection({ therapistId, now: fixedNow }: { therapistId: string; now?: Date }) {
  const now = useNow(fixedNow);
  const section = useCalendariosExternos(therapistId, now);
  return (
    <Stack gap="md" component="section" aria-labelledby={CALENDARIOS_ANCHOR}>
      <div>
        {/* the anchor's target: focused when a link opens the section */}
        <Title order={2} id={CALENDARIOS_ANCHOR} tabIndex={-1}>
          {T.title}
        </Title>
        <Text c="dimmed">{T.explain}</Text>
      </div>
      <Title order={3} size="h5" id="calendarios-externos-lista">
        {T.listTitle}
      </Title>
      <SectionStatus of={section} failedTitle={T.loadError} emptyText={section.calendarios.length === 0 && T.empty} emptySize="sm" />
      {section.calendarios.length > 0 && (
        <Stack component="ul" gap="xs" aria-labelledby="calendarios-externos-lista" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {section.calendarios.map((calendario) => (
            <CalendarioCard
              key={calendario.id}
              calendario={calendario}
              syncing={section.syncingId === calendario.id}
              updating={section.updatingId === calendario.id}
              onSync={() => section.syncNow(calendario)}
              onRemove={() => section.askRemove(calendario)}
              onBloqueia={(colecaoId, bloqueia) => section.setBloqueia(calendario, colecaoId, bloqueia)}
              onRecebe={(colecaoId) => section.setRecebeSessoes(calendario, colecaoId)}
            />
          ))}
        </Stack>
      )}
      <ConectarCalendarioForm therapistId={therapistId} />
      <DialogFrame opened={section.removing !== null} onClose={section.dismissRemove} title={T.removeTitle}>
        <Stack gap="md">
          <Text size="sm" fw={500}>
            {section.removing?.rotulo}
          </Text>
          <Text size="sm">{T.removeText}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={section.dismissRemove} disabled={section.removePending}>
              {T.keep}
            </Button>
            <Button color="red" onClick={section.confirmRemove} loading={section.removePending}>
              {T.confirmRemove}
            </Button>
          </Group>
        </Stack>
      </DialogFrame>
    </Stack>
  );
}
