import type { CalendarAriaLabels } from '@mantine/dates';

/** Names of a calendar's controls, for screen readers (pt-BR). */
export const CALENDAR_ARIA_LABELS: CalendarAriaLabels = {
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  previousYear: 'Ano anterior',
  nextYear: 'Próximo ano',
  previousDecade: 'Década anterior',
  nextDecade: 'Próxima década',
  monthLevelControl: 'Escolher o mês',
  yearLevelControl: 'Escolher o ano',
};
