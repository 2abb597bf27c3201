// What listing still needs, ticked item by item, each linking to its field in the therapist's
// settings. One list for the three places a new therapist looks: her area, her settings form and
// her own (not yet public) profile page. The items come from shared-domain's publication rule.
import { Alert, Anchor, Group, List, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PUBLICATION_CHECKLIST_TITLE, publicationChecklist, type PublicationField } from '@acolhe/shared-domain';

export interface PublicationChecklistProps {
  therapistId: string;
  /** the api's missingForPublication */
  missing: readonly PublicationField[];
  /** the api's profileComplete: the form was saved with every field marked * */
  profileSaved: boolean;
  /** a sentence above the list (e.g. the public page: visitors do not see this profile yet) */
  intro?: string;
}

export const settingsLink = (therapistId: string, anchor: string) => `/usuario/${therapistId}/configuracoes#${anchor}`;

export function PublicationChecklist({ therapistId, missing, profileSaved, intro }: PublicationChecklistProps) {
  const items = publicationChecklist(missing, profileSaved);
  return (
    <Alert color="yellow" variant="light" title={PUBLICATION_CHECKLIST_TITLE} role="status" data-testid="perfil-pendencias">
      {intro && (
        <Text size="sm" mb="xs">
          {intro}
        </Text>
      )}
      <List spacing={6} size="sm" listStyleType="none" aria-label="Itens para aparecer nas buscas">
        {items.map((item) => (
          <List.Item key={item.key}>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <Text span fw={700} c={item.done ? 'teal.8' : 'orange.8'} aria-hidden w={16} ta="center">
                {item.done ? '✓' : '○'}
              </Text>
              {item.done ? (
                <Text span size="sm" c="dimmed">
                  {item.label}
                  <VisuallyHidden> (feito)</VisuallyHidden>
                </Text>
              ) : (
                <Anchor component={Link} to={settingsLink(therapistId, item.anchor)} size="sm" fw={600}>
                  {item.label}
                  <VisuallyHidden> (pendente)</VisuallyHidden>
                </Anchor>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
