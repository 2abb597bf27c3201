import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { Header } from './Header';

/** A sticky 64 px header over the page. (Mantine's AppShell did the same with navbar/aside
 * machinery we never used — ~5 KB gzip of every first load.) */
export function AppLayout() {
  return (
    <>
      <Box
        component="header"
        h={64}
        pos="sticky"
        top={0}
        bg="var(--mantine-color-body)"
        style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Header />
      </Box>
      <Box component="main" id="conteudo">
        <Outlet />
      </Box>
    </>
  );
}
