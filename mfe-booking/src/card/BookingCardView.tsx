import { Divider, Paper, Stack, Title } from '@mantine/core';
import {
  ModalityField,
  NotesField,
  RecurrenceField,
  RestoredNotice,
  SeriesNote,
  SessionSummary,
  SubmitBooking,
  SlotNotice,
  TherapistNotice,
  useFocusFirstInvalid,
} from '../booking';
import { BOOKING_TEXTS as T } from '../booking/texts';
import type { BookingCardProps } from '@acolhe/shared-domain/contracts';
import { SlotCalendar, TimeGrid, slotCalendarProps } from '@acolhe/shared-ui/dates';
import { EntrarNaLista } from '../espera/EntrarNaLista';
import { useBookingCard } from './useBookingCard';

/** The sticky booking card of /terapeuta/{id}: format → calendar → times → notes → request. */
export function BookingCardView(props: BookingCardProps) {
  const { flow, viewer, sending, info, infoLoading, offer, modalityError, fieldErrors, selectModality, showNotes, onSubmit } =
    useBookingCard(props);
  const { state } = flow;
  const formRef = useFocusFirstInvalid(fieldErrors);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="booking-card-title">
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="booking-card-title">
            {T.cardTitle}
          </Title>
          <SessionSummary price={info.price} freeFirstSession={info.freeFirstSession} duration={info.duration} loading={infoLoading} />
          <ModalityField offer={offer} value={state.modality} office={info.office} onChange={selectModality} error={modalityError ?? fieldErrors.modality} />
          <RecurrenceField value={state.recurrence} onChange={flow.selectRecurrence} error={fieldErrors.recorrencia} />
          {viewer.kind === 'terapeuta' && <TherapistNotice />}
          {state.restored && (
            <RestoredNotice date={state.date} time={state.time} viewer={viewer} sending={sending} onDiscard={flow.discard} />
          )}
          <SlotNotice notice={state.notice} />
          <Divider />
          <SlotCalendar id="booking-card-date" {...slotCalendarProps(flow)} errorMessage={fieldErrors.date} />
          <TimeGrid id="booking-card-times" date={flow.shownDate} status={flow.timesStatus} times={flow.times} value={state.time} onSelect={flow.selectTime} errorMessage={fieldErrors.time} />
          {showNotes && <NotesField value={state.notes} onChange={flow.changeNotes} error={fieldErrors.notes} />}
          {state.date && state.time && (
            <SessionSummary price={null} duration={null} date={state.date} time={state.time} />
          )}
          <SeriesNote recurrence={state.recurrence} date={state.date} time={state.time} price={info.price} />
          <SubmitBooking viewer={viewer} sending={sending} label={T.cardSubmit} />
        </Stack>
      </form>
      {/* its own form, beside the booking's (a form cannot hold another) */}
      <Divider my="md" />
      <EntrarNaLista therapistId={props.therapistId} sessionFormats={info.formats} />
    </Paper>
  );
}
