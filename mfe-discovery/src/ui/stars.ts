/** How many of the 5 stars a rating fills, to the half star (as the review form gives them):
 * 4.74 → 4.5, 4.75 → 5; out-of-range or missing values are clamped to 0–5. */
export function filledStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

// Mantine's star glyph (24×24), its relative commands after the first point.
const STAR_TAIL = 'l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z';

/** The path of `count` stars side by side, each in a 24-unit cell: one element for all five. */
export function starsPath(count = 5): string {
  return Array.from({ length: count }, (_, i) => `M${12 + 24 * i} 17.75${STAR_TAIL}`).join('');
}
