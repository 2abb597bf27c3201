import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CheckIcon } from '../ui/icons';
import type { TutorialStep } from './tutorialContent';

interface Props {
  step: TutorialStep;
  number: number;
  concluded: boolean;
  onMark: (done: boolean) => void;
}

/** One step: 'Marcar como concluído' turns into a 'Concluído' mark (with a way back). */
export function TutorialStepCard({ step, number, concluded, onMark }: Props) {
  const titleId = `tutorial-etapa-${step.id}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId} data-testid="tutorial-step">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={36} radius="xl" variant={concluded ? 'filled' : 'light'} aria-hidden>
          {concluded ? <CheckIcon size={18} /> : number}
        </ThemeIcon>
        <Stack gap="xs" style={{ flex: 1 }}>
          <Title order={2} size="h3" id={titleId}>
            {`${number}. ${step.title}`}
          </Title>
          <Text c="dark.6">{step.summary}</Text>
          <List size="sm" spacing={4}>
            {step.details.map((d) => (
              <List.Item key={d}>{d}</List.Item>
            ))}
          </List>
          <Group gap="sm" mt="xs">
            {concluded ? (
              <>
                <Badge size="lg" color="acolhe" variant="light" leftSection={<CheckIcon size={14} />} tt="none">
                  Concluído
                </Badge>
                <Button size="xs" variant="subtle" color="gray" onClick={() => onMark(false)} aria-label={`Desfazer etapa ${number}`}>
                  Desfazer
                </Button>
              </>
            ) : (
              <Button variant="outline" onClick={() => onMark(true)}>
                Marcar como concluído
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
