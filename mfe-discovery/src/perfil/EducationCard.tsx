import { Card, List, Text, Title } from '@mantine/core';
import type { EducationEntry } from '@acolhe/shared-domain';
import { PROFILE_TEXTS } from './profileTexts';

/** product.md#screens 'Formação Acadêmica': degree, institution, year. */
export function EducationCard({ education }: { education: readonly EducationEntry[] }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="perfil-formacao">
      <Title order={2} size="h3" id="perfil-formacao" mb="md">
        {PROFILE_TEXTS.educationTitle}
      </Title>
      {education.length === 0 ? (
        <Text c="gray.7">{PROFILE_TEXTS.educationEmpty}</Text>
      ) : (
        <List spacing="sm" listStyleType="none" styles={{ root: { paddingLeft: 0 } }}>
          {education.map((e) => (
            // List.Item holds its children in a <span>: two block spans, not paragraphs (no <p> in a <span>)
            <List.Item key={e.id}>
              <Text component="span" display="block" fw={600}>
                {e.degree}
              </Text>
              <Text component="span" display="block" size="sm" c="gray.7">
                {[e.institution, e.year].filter(Boolean).join(' · ')}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
