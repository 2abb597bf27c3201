import { Paper, Text } from '@mantine/core';
import { seriesDescriptionParts, type SeriesTerms } from '@acolhe/shared-domain';
import { SERIE_TEXTS } from './serie';

export interface SerieTermosProps {
  termos: SeriesTerms;
  /** the note's accessible name */
  label?: string;
}

/** What a series commits to (issue 44 item 1), in shared-domain's words: its rule from the first
 * date in bold, then the sessions reserved, the price and how to end it. The booking card,
 * /agendar, the therapist's confirm dialog and 'Ver série' show it. */
export function SerieTermos({ termos, label = SERIE_TEXTS.termos }: SerieTermosProps) {
  const [regra, ...resto] = seriesDescriptionParts(termos);
  return (
    <Paper withBorder radius="sm" p="sm" bg="teal.0" role="note" aria-label={label}>
      <Text size="sm">
        <strong>{regra}</strong>
        {resto.map((parte) => ` · ${parte}`).join('')}
      </Text>
    </Paper>
  );
}
