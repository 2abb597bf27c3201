// What the private area shows of the therapist's own public data, as plain rows (pure).
import {
  LANGUAGE_LABELS,
  SESSION_TYPE_LABELS,
  formatCurrency,
  type Therapist,
} from '@acolhe/shared-domain';

export interface OverviewRow {
  label: string;
  value: string;
}

const list = (values: readonly string[]) => values.join(', ');

export function locationText(t: Pick<Therapist, 'location' | 'city' | 'state'>): string {
  if (t.location) return t.location;
  return [t.city, t.state].filter(Boolean).join(', ');
}

/** The "Atendimento" rows; empty values are left out. */
export function serviceRows(t: Therapist): OverviewRow[] {
  const rows: OverviewRow[] = [
    { label: 'Valor por sessão', value: t.sessionPrice > 0 ? formatCurrency(t.sessionPrice) : '' },
    { label: 'Duração da sessão', value: t.sessionDuration > 0 ? `${t.sessionDuration} minutos` : '' },
    {
      label: 'Modalidades',
      value: list(
        [
          t.sessionFormats?.includes('online') ? 'Sessões online' : '',
          t.sessionFormats?.includes('presencial') ? 'Sessões presenciais' : '',
        ].filter(Boolean),
      ),
    },
    { label: 'Tipos de sessão', value: list((t.sessionTypes ?? []).map((s) => SESSION_TYPE_LABELS[s] ?? s)) },
    { label: 'Idiomas', value: list((t.languages ?? []).map((l) => LANGUAGE_LABELS[l] ?? l)) },
    { label: 'Localização', value: locationText(t) },
    { label: 'CRP', value: t.crp ?? '' },
    { label: 'Primeira sessão', value: t.freeFirstSession ? 'Gratuita' : '' },
  ];
  return rows.filter((r) => r.value !== '');
}
