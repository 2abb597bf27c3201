import { Anchor, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SiteFooter } from '../home/SiteFooter';
import { supportEmail } from '../ui/supportEmail';
import type { DataKind, InstitucionalSection, InstitucionalText } from './institucionalContent';

function DataKindCard({ kind }: { kind: DataKind }) {
  const rows: [string, string][] = [
    ['Quais dados', kind.what],
    ['Para quê', kind.purpose],
    ['Base legal', kind.legalBasis],
    ['Quem recebe', kind.recipients],
    ['Por quanto tempo', kind.retention],
  ];
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={kind.name}>
      <Title order={3} size="h5" mb="xs">
        {kind.name}
      </Title>
      <Stack gap={6} component="dl" m={0}>
        {rows.map(([label, value]) => (
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
    </Card>
  );
}

/** The controller's address from the runtime config (the same as the footer's Contato). */
function Contact() {
  const email = supportEmail();
  return (
    <Text data-testid="contato-controlador">
      Contato do controlador e encarregado de dados:{' '}
      {email ? <Anchor href={`mailto:${email}`}>{email}</Anchor> : 'o link Contato no rodapé do site'}.
    </Text>
  );
}

function Section({ section }: { section: InstitucionalSection }) {
  return (
    <Stack gap="sm" component="section" id={section.id}>
      <Title order={2} size="h3">
        {section.title}
      </Title>
      {section.paragraphs?.map((p) => <Text key={p}>{p}</Text>)}
      {section.items && (
        <List spacing="xs">
          {section.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
      {section.dataKinds && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {section.dataKinds.map((kind) => (
            <DataKindCard key={kind.name} kind={kind} />
          ))}
        </SimpleGrid>
      )}
      {section.contact && <Contact />}
    </Stack>
  );
}

/** Quem somos, FAQ, Termos de uso, Política de privacidade, Cookies: one text, the site's footer under it. */
export function InstitucionalView({ text }: { text: InstitucionalText }) {
  return (
    <>
      <Container size="md" py="xl">
        <Stack gap="xl">
          <div>
            <Title order={1}>{text.heading}</Title>
            <Text c="gray.7" size="lg" mt="xs">
              {text.intro}
            </Text>
            {text.updated && (
              <Text size="sm" c="gray.7" mt="xs">
                Última atualização: {text.updated}
              </Text>
            )}
          </div>
          {text.sections.map((section) => (
            <Section key={section.title} section={section} />
          ))}
          <Text size="sm">
            <Anchor component={Link} to="/">
              Voltar para o início
            </Anchor>
          </Text>
        </Stack>
      </Container>
      <SiteFooter />
    </>
  );
}
