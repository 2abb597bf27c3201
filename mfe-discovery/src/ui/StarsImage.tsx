import { filledStars, starsPath } from './stars';

const SIZES = { xs: '0.875rem', sm: '1.125rem', md: '1.25rem' } as const;
const PATH = starsPath(5);

interface Props {
  /** the average, 0–5 (filled to the half star) */
  value: number;
  label: string;
  size?: keyof typeof SIZES;
}

/**
 * Read-only stars as one image: grey stars under yellow ones cut to the rating's width (a nested
 * svg clips what lies beyond its own width). Why not Mantine's Rating: read-only it is still ten
 * inputs' worth of markup — ~50 elements and ~30 components per rating — and a search page shows
 * twelve, most of its DOM and of the hydration's work on a phone.
 */
export function StarsImage({ value, label, size = 'sm' }: Props) {
  const stars = filledStars(value);
  const width = stars * 24;
  const height = SIZES[size];
  return (
    <svg
      viewBox="0 0 120 24"
      style={{ height, width: `calc(${height} * 5)`, display: 'block', flex: 'none' }}
      role="img"
      aria-label={label}
      data-stars={stars}
    >
      <path d={PATH} style={{ fill: 'var(--mantine-color-gray-3)', stroke: 'var(--mantine-color-gray-3)' }} strokeLinejoin="round" />
      <svg width={width} height="24" viewBox={`0 0 ${width} 24`}>
        <path d={PATH} style={{ fill: 'var(--mantine-color-yellow-filled)', stroke: 'var(--mantine-color-yellow-filled)' }} strokeLinejoin="round" />
      </svg>
    </svg>
  );
}
