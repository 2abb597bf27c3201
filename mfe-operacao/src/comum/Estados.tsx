// Loading, failed and empty states of the console's lists.
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { mensagemDeErro } from '../api';
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
        <Text size="sm">{mensagemDeErro(erro, TEXTOS.erroCarregar)}</Text>
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
