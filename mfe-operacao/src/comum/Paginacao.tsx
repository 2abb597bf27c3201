import { Button, Group, Text } from '@mantine/core';
import { TEXTOS } from '../texts';

/** 'Anterior' / 'Próxima' over 0-based pages. */
export function Paginacao({ page, size, total, onPage }: { page: number; size: number; total: number; onPage: (page: number) => void }) {
  const paginas = Math.max(1, Math.ceil(total / size));
  if (paginas <= 1) return null;
  return (
    <Group justify="center" gap="sm">
      <Button variant="default" size="xs" onClick={() => onPage(page - 1)} disabled={page <= 0}>
        {TEXTOS.anterior}
      </Button>
      <Text size="sm">{TEXTOS.pagina(page + 1, paginas)}</Text>
      <Button variant="default" size="xs" onClick={() => onPage(page + 1)} disabled={page + 1 >= paginas}>
        {TEXTOS.proxima}
      </Button>
    </Group>
  );
}
