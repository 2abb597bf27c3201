import type { FormEventHandler, ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

interface AccountFormPageProps {
  /** the card's width (Container size) */
  size: number;
  /** id of the page's h1, which names the form */
  titleId: string;
  title: string;
  subtitle: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** the form's fields and buttons, under the title */
  children: ReactNode;
  /** beside the card (the page's dialogs) */
  after?: ReactNode;
}

/** The frame of the account pages (/login, /cadastro): one card holding the form, its h1 and subtitle. */
export function AccountFormPage({ size, titleId, title, subtitle, onSubmit, children, after }: AccountFormPageProps) {
  return (
    <Container size={size} py="xl">
      <Paper withBorder shadow="sm" radius="md" p="xl">
        <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
          <Stack>
            <div>
              <Title order={1} id={titleId} ta="center">
                {title}
              </Title>
              <Text c="gray.7" ta="center" mt={4}>
                {subtitle}
              </Text>
            </div>
            {children}
          </Stack>
        </form>
      </Paper>
      {after}
    </Container>
  );
}
