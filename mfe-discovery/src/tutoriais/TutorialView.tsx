import { Link } from 'react-router-dom';
import { Button, Container, List, Progress, Stack, Tabs, Text, Title } from '@mantine/core';
import { HelpCard } from './HelpCard';
import { progressLabel } from './concludedSteps';
import { TutorialStepCard } from './TutorialStepCard';
import type { Tutorial } from './tutorialContent';
import { useConcludedSteps } from './useConcludedSteps';

/** product.md#screens tutorial page: tabs Visão Geral / Passo a Passo, four steps, and the help card. */
export function TutorialView({ tutorial }: { tutorial: Tutorial }) {
  const ids = tutorial.steps.map((s) => s.id);
  const { concluded, isConcluded, mark } = useConcludedSteps(tutorial.kind, ids);
  const done = concluded.length;
  const total = tutorial.steps.length;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{tutorial.heading}</Title>
          <Text c="gray.7" size="lg">
            {tutorial.intro}
          </Text>
        </div>
        <Tabs defaultValue="visao-geral" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="visao-geral">Visão Geral</Tabs.Tab>
            <Tabs.Tab value="passo-a-passo">Passo a Passo</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="visao-geral" pt="lg">
            <Stack gap="md">
              {tutorial.overview.map((p) => (
                <Text key={p}>{p}</Text>
              ))}
              <Title order={2} size="h3">
                As quatro etapas
              </Title>
              <List type="ordered" spacing="xs">
                {tutorial.steps.map((s) => (
                  <List.Item key={s.id}>
                    <Text span fw={600}>
                      {s.title}
                    </Text>
                    {' — '}
                    {s.summary}
                  </List.Item>
                ))}
              </List>
              <div>
                <Button component={Link} to={tutorial.cta.to}>
                  {tutorial.cta.label}
                </Button>
              </div>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="passo-a-passo" pt="lg">
            <Stack gap="md">
              <div>
                <Text size="sm" fw={600} id="tutorial-progresso" role="status">
                  {progressLabel(done, total)}
                </Text>
                <Progress.Root mt={6}>
                  <Progress.Section value={(done / total) * 100} aria-label={progressLabel(done, total)} />
                </Progress.Root>
              </div>
              {tutorial.steps.map((step, i) => (
                <TutorialStepCard
                  key={step.id}
                  step={step}
                  number={i + 1}
                  concluded={isConcluded(step.id)}
                  onMark={(d) => mark(step.id, d)}
                />
              ))}
            </Stack>
          </Tabs.Panel>
        </Tabs>
        <HelpCard subject={`Ajuda — ${tutorial.heading}`} />
      </Stack>
    </Container>
  );
}
