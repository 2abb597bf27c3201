import { Link } from 'react-router-dom';
import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { supportMailto } from '../ui/supportEmail';
import { FacebookIcon, InstagramIcon, LinkedinIcon } from '../ui/icons';
import { FOOTER_COLUMNS, type FooterItem } from './footerLinks';
import { HOME_TEXTS } from './homeTexts';

function FooterEntry({ item }: { item: FooterItem }) {
  if (item.kind === 'route') {
    return (
      <Anchor component={Link} to={item.to} size="sm" c="dark.6">
        {item.label}
      </Anchor>
    );
  }
  const mailto = supportMailto();
  if (mailto) {
    return (
      <Anchor href={mailto} size="sm" c="dark.6">
        {item.label}
      </Anchor>
    );
  }
  // no runtime config yet (it names the support address)
  return (
    <Text size="sm" c="gray.7">
      {item.label}
    </Text>
  );
}

// The social profiles do not exist yet: the icons are shown (product.md#screens) but are not links.
const SOCIAL = [
  { name: 'Instagram', Icon: InstagramIcon },
  { name: 'Facebook', Icon: FacebookIcon },
  { name: 'LinkedIn', Icon: LinkedinIcon },
] as const;

/** product.md#screens footer: Links Úteis, Sobre, Legal, three social icons, and the emergency notice. */
export function SiteFooter() {
  return (
    <Box component="footer" bg="gray.1" pt={48} pb="xl" mt="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Text fw={800} fz="xl">
              Acolhe
            </Text>
            <Text size="sm" c="gray.7">
              Terapia com quem entende você.
            </Text>
            <Group gap="sm" mt="xs" aria-label="Redes sociais" role="group">
              {SOCIAL.map(({ name, Icon }) => (
                <Box key={name} c="dark.5" lh={0}>
                  <Icon size={22} title={name} />
                </Box>
              ))}
            </Group>
          </Stack>
          {FOOTER_COLUMNS.map((column) => (
            <Stack key={column.title} gap="xs">
              <Title order={2} fz="md">
                {column.title}
              </Title>
              {column.items.map((item) => (
                <FooterEntry key={item.label} item={item} />
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Divider my="lg" />
        <Stack gap={4}>
          <Text size="sm" c="dark.6" data-testid="emergency-notice">
            {HOME_TEXTS.emergency}
          </Text>
          <Text size="xs" c="gray.7">
            © {new Date().getFullYear()} Acolhe. Todos os direitos reservados.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
