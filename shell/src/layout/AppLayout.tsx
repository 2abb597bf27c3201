import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { Header } from './Header';

export function AppLayout() {
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header component="header">
        <Header />
      </AppShell.Header>
      <AppShell.Main component="main" id="conteudo">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
