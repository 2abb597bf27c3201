// The one booking module shared by the profile's card and the /agendar page.
export * from './machine';
export * from './viewer';
export * from './appointmentPayload';
export * from './modality';
export * from './texts';
export * from './notify';
export { useBookingFlow, type BookingFlow } from './useBookingFlow';
export { useBookingSubmit, type BookingDraft } from './useBookingSubmit';
export { useFocusFirstInvalid } from './useFocusFirstInvalid';
export { NotesField } from './components/NotesField';
export { ModalityField } from './components/ModalityField';
export { RecurrenceField } from './components/RecurrenceField';
export { SeriesNote } from './components/SeriesNote';
export { SessionSummary } from './components/SessionSummary';
export { SubmitBooking } from './components/SubmitBooking';
export { TherapistNotice, RestoredNotice, SlotNotice } from './components/Notices';
