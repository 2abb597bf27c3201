import { Center, Loader } from '@mantine/core';

/** What a page or part shows while its code loads. A status, so its name is announced (an
 * aria-label on Mantine's bare Loader, a generic element, is one screen readers may ignore). */
export function PartLoader() {
  return (
    <Center py="xl">
      <Loader role="status" aria-label="Carregando" />
    </Center>
  );
}
