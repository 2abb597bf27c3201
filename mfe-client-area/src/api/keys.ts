// Query keys of this remote. The queryClient is shared by every remote: our own entries are
// prefixed 'client-area', except the appointment list, which starts with 'sessoes' on purpose —
// the booking remote refreshes every 'sessoes…' key after a new request.
export const clientAreaKeys = {
  client: (id: string) => ['client-area', 'cliente', id] as const,
  appointments: () => ['sessoes', 'cliente'] as const,
  cep: (digits: string) => ['client-area', 'cep', digits] as const,
  preferences: () => ['client-area', 'preferencias'] as const,
  /** contains 'slots-mes': every slot calendar is refreshed after a cancel or a reschedule */
  slots: (therapistId: string, year: number, month: number) => ['client-area', 'slots-mes', therapistId, year, month] as const,
};

/** True when a query key mentions `id` anywhere: a profile save refreshes every cache that shows
 * this client (e.g. the booking page's prefill) without knowing other remotes' keys. */
export function keyMentions(queryKey: readonly unknown[], id: string): boolean {
  return queryKey.some((part) =>
    typeof part === 'string' ? part === id : part !== null && typeof part === 'object' && JSON.stringify(part).includes(`"${id}"`),
  );
}
