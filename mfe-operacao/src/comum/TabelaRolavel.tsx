import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Stack, Text } from '@mantine/core';
import { Table } from '@acolhe/shared-ui/mantine-area-privada';
import { TEXTOS } from '../texts';

interface Medidas {
  scrollWidth: number;
  clientWidth: number;
  scrollLeft: number;
}

/** Wider than its box: it scrolls sideways. */
export function rolaDeLado({ scrollWidth, clientWidth }: Medidas): boolean {
  return scrollWidth - clientWidth > 1;
}

/** Columns still hidden to the right (not scrolled to the end yet). */
export function escondeColunas(m: Medidas): boolean {
  return m.scrollWidth - m.clientWidth - m.scrollLeft > 1;
}

/**
 * A console table that scrolls sideways on a narrow screen, and says so (issue 44: on a phone the
 * action column sat off-screen with no cue). While columns are hidden to the right a line above
 * says to slide and a shadow darkens the right edge; scrolled to the end, both go. Native
 * scrolling (Mantine's ScrollArea hides its bar until hovered, which a phone never does); the
 * region takes focus when it scrolls, so a keyboard can scroll it too.
 */
export function TabelaRolavel({ minWidth, rotulo, children }: { minWidth: number; rotulo: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [estado, setEstado] = useState({ rola: false, escondida: false });
  const medir = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const rola = rolaDeLado(el);
    const escondida = escondeColunas(el);
    setEstado((antes) => (antes.rola === rola && antes.escondida === escondida ? antes : { rola, escondida }));
  }, []);
  useEffect(() => {
    medir();
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observador = new ResizeObserver(medir);
    observador.observe(el);
    if (el.firstElementChild) observador.observe(el.firstElementChild);
    return () => observador.disconnect();
  }, [medir]);

  return (
    <Stack gap={4}>
      {estado.escondida && (
        <Text size="xs" c="dimmed" data-testid="dica-de-rolagem">
          {TEXTOS.deslizeATabela}
        </Text>
      )}
      <Box pos="relative">
        <Table.ScrollContainer
          ref={ref}
          type="native"
          minWidth={minWidth}
          onScroll={medir}
          role="region"
          aria-label={rotulo}
          tabIndex={estado.rola ? 0 : undefined}
        >
          {children}
        </Table.ScrollContainer>
        {estado.escondida && (
          <Box
            aria-hidden
            data-testid="sombra-de-rolagem"
            pos="absolute"
            top={0}
            right={0}
            bottom={0}
            w={28}
            style={{ pointerEvents: 'none', background: 'linear-gradient(to right, rgba(0, 0, 0, 0), rgba(0, 0, 0, 0.14))' }}
          />
        )}
      </Box>
    </Stack>
  );
}
