// The console's frame: only with an operator's session (none → /operacao/entrar); a navigation
// column at desktop width that collapses behind a menu button on a phone.
import { useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import { Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { Burger } from '@acolhe/shared-ui/mantine-area-privada';
import { sairOperador, useSessaoOperador } from '../sessao/operador';
import { TEXTOS } from '../texts';
import { CAMINHOS } from '../caminhos';

const LINKS = [
  { to: CAMINHOS.resumo, label: TEXTOS.nav.resumo, end: true },
  { to: CAMINHOS.verificacoes, label: TEXTOS.nav.verificacoes, end: false },
  { to: CAMINHOS.denuncias, label: TEXTOS.nav.denuncias, end: false },
  { to: CAMINHOS.terapeutas, label: TEXTOS.nav.terapeutas, end: false },
  { to: CAMINHOS.auditoria, label: TEXTOS.nav.auditoria, end: false },
];

function Navegacao({ onNavegar }: { onNavegar: () => void }) {
  const { pathname } = useLocation();
  const ativo = (to: string, end: boolean) => (end ? pathname.replace(/\/+$/, '') === to : pathname.startsWith(to));
  return (
    <Stack gap={4} component="nav" aria-label={TEXTOS.titulo}>
      {LINKS.map((l) => (
        <Button key={l.to} component={NavLink} to={l.to} end={l.end} onClick={onNavegar} variant={ativo(l.to, l.end) ? 'light' : 'subtle'} justify="flex-start" fullWidth>
          {l.label}
        </Button>
      ))}
    </Stack>
  );
}

export function ConsoleLayout() {
  const sessao = useSessaoOperador();
  const [menuAberto, setMenuAberto] = useState(false);
  if (!sessao) return <Navigate to={CAMINHOS.entrar} replace />;
  return (
    <Container size="xl" py="md">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Burger hiddenFrom="sm" opened={menuAberto} onClick={() => setMenuAberto((o) => !o)} aria-label={TEXTOS.nav.menu} aria-expanded={menuAberto} size="sm" />
          <Text fw={700}>{TEXTOS.titulo}</Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" c="dimmed" visibleFrom="sm">
            {sessao.email}
          </Text>
          <Button variant="default" size="xs" onClick={() => void sairOperador()}>
            {TEXTOS.nav.sair}
          </Button>
        </Group>
      </Group>
      {menuAberto && (
        <Box hiddenFrom="sm" mb="md">
          <Navegacao onNavegar={() => setMenuAberto(false)} />
        </Box>
      )}
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Box visibleFrom="sm" w={200} style={{ flexShrink: 0 }}>
          <Navegacao onNavegar={() => undefined} />
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Group>
    </Container>
  );
}
