// Reading the slots of GET /agenda/terapeutas/{id}/slots-mes (the calendar rules over them are
// shared-domain's slot-calendar).
import type { Slot } from '@acolhe/shared-domain';

/** The api answers a plain list; an envelope `{ content }` (api/README.md list shape) is accepted too.
 * Anything malformed is dropped so one bad row cannot break the calendar. */
export function parseSlots(body: unknown): Slot[] {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { content?: unknown }).content)
      ? (body as { content: unknown[] }).content
      : [];
  return list.filter(
    (s): s is Slot =>
      !!s &&
      typeof s === 'object' &&
      typeof (s as Slot).date === 'string' &&
      typeof (s as Slot).time === 'string' &&
      typeof (s as Slot).available === 'boolean',
  );
}
