import { Alert, Anchor, Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  BOOKING_TEXTS as T,
  ModalityField,
  RecurrenceField,
  NotesField,
  RestoredNotice,
  SeriesNote,
  SessionSummary,
  SubmitBooking,
  SlotNotice,
  TherapistNotice,
  useFocusFirstInvalid,
} from '../booking';
import { LISTA_DE_ESPERA_TEXTS } from '@acolhe/shared-domain';
import { SlotCalendar, TimeGrid, slotCalendarProps } from '@acolhe/shared-ui/dates';
import { EntrarNaLista } from '../espera/EntrarNaLista';
import { useAgendar } from './useAgendar';

/** /agendar/{id}: the full-page booking flow (product.md#screens), over the same booking module as the card. */
export function AgendarView({ therapistId }: { therapistId: string }) {
  const {
    flow,
    viewer,
    sending,
    therapist,
    info,
    offer,
    errors,
    apiErrors,
    selectDate,
    selectTime,
    selectModality,
    onSubmit,
  } = useAgendar(therapistId);
  const formRef = useFocusFirstInvalid(apiErrors);
  const { state } = flow;
  const profileHref = `/terapeuta/${encodeURIComponent(therapistId)}`;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={profileHref} size="sm">
            {T.backToProfile}
          </Anchor>
          <Title order={1}>{T.pageTitle}</Title>
          {therapist.isPending ? (
            <Skeleton height={20} width={240} />
          ) : therapist.data ? (
            <Text c="dimmed">com {therapist.data.fullName}</Text>
          ) : null}
        </Stack>

        {therapist.isError ? (
          <Alert color="red" title="Ops! Algo deu errado">
            <Group justify="space-between">
              <Text size="sm">{T.therapistLoadError}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void therapist.refetch()}>
                {T.retry}
              </Button>
            </Group>
          </Alert>
        ) : (
          <form ref={formRef} onSubmit={onSubmit} noValidate>
            <Stack gap="lg">
              {viewer.kind === 'terapeuta' && <TherapistNotice />}
              {state.restored && (
                <RestoredNotice date={state.date} time={state.time} viewer={viewer} sending={sending} onDiscard={flow.discard} />
              )}
              <SlotNotice notice={state.notice} />
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="agendar-step-date">
                  <Stack gap="md">
                    <Title order={2} size="h4" id="agendar-step-date">
                      {T.stepDate}
                    </Title>
                    <ModalityField
                      offer={offer}
                      value={state.modality}
                      office={info.office}
                      onChange={selectModality}
                      error={errors.modality ?? apiErrors.modality}
                    />
                    <RecurrenceField value={state.recurrence} onChange={flow.selectRecurrence} error={apiErrors.recorrencia} />
                    {/* its own selectDate: a new date clears the form's date error */}
                    <SlotCalendar id="agendar-date" {...slotCalendarProps(flow)} onSelect={selectDate} errorMessage={errors.date ?? apiErrors.date} fullWidth />
                    <TimeGrid
                      id="agendar-times"
                      date={flow.shownDate}
                      status={flow.timesStatus}
                      times={flow.times}
                      value={state.time}
                      onSelect={selectTime}
                      errorMessage={errors.time ?? apiErrors.time}
                    />
                  </Stack>
                </Paper>

                <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="agendar-step-confirm">
                  <Stack gap="sm">
                    <Title order={2} size="h4" id="agendar-step-confirm">
                      {T.stepConfirm}
                    </Title>
                    <NotesField value={state.notes} onChange={flow.changeNotes} error={apiErrors.notes} />
                    <SessionSummary
                      price={info.price}
                      duration={info.duration}
                      loading={therapist.isPending}
                      date={state.date}
                      time={state.time}
                    />
                    <SeriesNote recurrence={state.recurrence} date={state.date} time={state.time} price={info.price} />
                    <Text size="xs" c="dimmed">
                      {T.paymentHint}
                    </Text>
                    <SubmitBooking viewer={viewer} sending={sending} label={T.pageSubmit} />
                  </Stack>
                </Paper>
              </SimpleGrid>
            </Stack>
          </form>
        )}
        {!therapist.isError && (
          <Paper withBorder radius="md" p="lg" component="section" aria-label={LISTA_DE_ESPERA_TEXTS.title}>
            <EntrarNaLista therapistId={therapistId} sessionFormats={info.formats} />
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
