// Dates as the console shows them: dd/MM/yyyy, times in São Paulo (pure).
import { formatDate, instantToWallClock } from '@acolhe/shared-domain';

/** '2026-11-26T13:05:00Z' → '26/11/2026 10:05' (São Paulo); '' for nothing or garbage. */
export function dataHora(instant: string | null | undefined): string {
  if (!instant) return '';
  const when = new Date(instant);
  if (Number.isNaN(when.getTime())) return '';
  const [data = '', hora = ''] = instantToWallClock(when).split('T');
  return `${formatDate(data)} ${hora}`;
}

/** '2026-11-23' → '23/11' (a week's Monday on a chart's axis). */
export function diaMes(isoDate: string): string {
  const m = /^\d{4}-(\d{2})-(\d{2})$/.exec(isoDate);
  return m ? `${m[2]}/${m[1]}` : isoDate;
}
