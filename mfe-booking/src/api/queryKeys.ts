// react-query keys of this remote. Namespaced so another remote's cache entries (other shapes
// over the same paths) never collide with ours; 'sessoes' is left bare on purpose (see
// useCreateAppointment) so the areas listing appointments refresh after a booking.
export const bookingKeys = {
  slotsOf: (therapistId: string) => ['booking', 'slots-mes', therapistId] as const,
  slots: (therapistId: string, year: number, month: number) => ['booking', 'slots-mes', therapistId, year, month] as const,
  therapist: (therapistId: string) => ['booking', 'public-terapeuta', therapistId] as const,
  client: (clientId: string) => ['booking', 'cliente', clientId] as const,
};
