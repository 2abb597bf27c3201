/** A NumberInput's value as a number: it hands '' while the field is empty (→ NaN, which the
 * shared schemas refuse with their own message); a comma is read as the decimal separator. */
export function numberFrom(value: number | string): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value.replace(',', '.'));
}
