import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { httpStatusOf } from '@acolhe/shared-auth';
import { normalizeDeclaracaoCode } from '@acolhe/shared-domain';
import { useStatementCheck } from '../api/hooks';
import { SiteFooter } from '../home/SiteFooter';
import { DECLARACAO_PAGE_TEXTS as T, statementRows } from './declaracaoTexts';

/** /declaracoes/{codigo}: whether a statement printed with this code is valid, cancelled (when)
 * or unknown, with the people as initials and the CPFs' last two digits (the api shows no more). */
export function DeclaracaoView({ codigo: raw }: { codigo: string }) {
  const codigo = normalizeDeclaracaoCode(raw);
  const check = useStatementCheck(codigo);
  const unknown = check.isError && httpStatusOf(check.error) === 404;
  const d = check.data;
  return (
    <>
      <Container size="sm" py="xl">
        <Stack gap="md">
          <Title order={1}>{T.title}</Title>
          <Text c="gray.7">{T.code(codigo)}</Text>
          {check.isPending ? (
            <Text aria-busy="true">{T.loading}</Text>
          ) : unknown ? (
            <Alert color="yellow" variant="light" title={T.unknown} role="status">
              {T.unknownText}
            </Alert>
          ) : check.isError ? (
            <Alert color="red" variant="light" title={T.failed} role="alert">
              <Button size="xs" variant="light" mt="xs" onClick={() => void check.refetch()}>
                {T.retry}
              </Button>
            </Alert>
          ) : d ? (
            <>
              {d.situacao === 'valida' ? (
                <Alert color="teal" variant="light" title={T.valid} role="status">
                  {T.validText(d)}
                </Alert>
              ) : (
                <Alert color="red" variant="light" title={T.cancelled} role="status">
                  {T.cancelledText(d)}
                </Alert>
              )}
              <Stack component="dl" gap={6} m={0} aria-label="O que a declaração diz">
                {statementRows(d).map(([label, value]) => (
                  <div key={label}>
                    <Text component="dt" size="sm" fw={700}>
                      {label}
                    </Text>
                    <Text component="dd" size="sm" m={0}>
                      {value}
                    </Text>
                  </div>
                ))}
              </Stack>
              <Text size="sm" c="gray.7">
                {T.privacy}
              </Text>
            </>
          ) : null}
        </Stack>
      </Container>
      <SiteFooter />
    </>
  );
}
