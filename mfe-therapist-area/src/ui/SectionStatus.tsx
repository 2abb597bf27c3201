import { Alert, Button, Text } from '@mantine/core';
import type { ReadState } from '@acolhe/shared-ui/area-privada';

interface Props {
  /** the section's read */
  of: ReadState;
  /** the alert's title when the section's data could not be read */
  failedTitle: string;
  /** loaded with nothing in it: this text (none: the section says it itself) */
  emptyText?: string | false;
  emptySize?: 'sm';
}

/** What a section of the area shows instead of its list: 'Carregando...', the failure with
 * 'Tentar novamente', and the empty list's text. */
export function SectionStatus({ of, failedTitle, emptyText, emptySize }: Props) {
  const { loading, failed } = of;
  return (
    <>
      {loading && <Text>Carregando...</Text>}
      {failed && (
        <Alert color="red" variant="light" title={failedTitle}>
          <Button variant="outline" color="red" size="xs" onClick={of.retry}>
            Tentar novamente
          </Button>
        </Alert>
      )}
      {!loading && !failed && emptyText && (
        <Text c="dimmed" size={emptySize}>
          {emptyText}
        </Text>
      )}
    </>
  );
}
