// Loading, failed and empty states of the console's lists.
import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { apiErrorMessage } from '@acolhe/shared-auth';
import { TEXTOS } from '../texts';

export function Carregando() {
  return (
    <Center py="xl">
      <Loader aria-label={TEXTOS.carregando} />
    </Center>
  );
}

export function FalhaAoCarregar({ erro, onTentar }: { erro: unknown; onTentar: () => void }) {
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{apiErrorMessage(erro, TEXTOS.erroCarregar)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onTentar}>
          {TEXTOS.tentarDeNovo}
        </Button>
      </Stack>
    </Alert>
  );
}

export function Vazio({ texto }: { texto: string }) {
  return (
    <Text c="dimmed" py="lg" ta="center">
      {texto}
    </Text>
  );
}

/** A page's read: 'Carregando', the failure with 'Tentar de novo', or what `children` makes of the data. */
export function Consultado<D>({ consulta, children }: { consulta: UseQueryResult<D>; children: (dados: D) => ReactNode }) {
  if (consulta.isPending) return <Carregando />;
  if (consulta.isError) return <FalhaAoCarregar erro={consulta.error} onTentar={() => void consulta.refetch()} />;
  return <>{children(consulta.data)}</>;
}

/** Consultado for a page of a list: its `vazio` text when the page has nothing. */
export function ListaConsultada<D extends { content: readonly unknown[] }>({
  consulta,
  vazio,
  children,
}: {
  consulta: UseQueryResult<D>;
  vazio: string;
  children: (dados: D) => ReactNode;
}) {
  return <Consultado consulta={consulta}>{(dados) => (dados.content.length === 0 ? <Vazio texto={vazio} /> : children(dados))}</Consultado>;
}
