// ISO weeks (Monday first, '2026-W48') of São Paulo dates, for the overview's charts (resumo.ts).
const DAY = 86_400_000;
const utc = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday of `date`'s ISO week. */
export function segundaDaSemana(date: string): string {
  const ms = utc(date);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return iso(ms - weekday * DAY);
}

/** '2026-W48': the ISO week-year (the year of the week's Thursday) and its week number. */
export function rotuloSemana(monday: string): string {
  const thursday = utc(segundaDaSemana(monday)) + 3 * DAY;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * DAY)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The last `n` ISO weeks up to the one of `today`, oldest first. */
export function ultimasSemanas(today: string, n = 12): { semana: string; inicio: string }[] {
  const last = utc(segundaDaSemana(today));
  return Array.from({ length: n }, (_, i) => {
    const inicio = iso(last - (n - 1 - i) * 7 * DAY);
    return { semana: rotuloSemana(inicio), inicio };
  });
}
