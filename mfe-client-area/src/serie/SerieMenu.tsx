import { Button, Menu } from '@mantine/core';
import type { Appointment } from '@acolhe/shared-domain';
import { SERIE_TEXTS } from '@acolhe/shared-ui/area-privada';
import { SERIE_ACOES_TEXTS as T } from '../texts';
import type { SerieAcao } from './useSerieAcoes';

/** The 'Gerenciar série' menu of a session of a series that can still change. */
export function SerieMenu({ appointment, which, onAcao }: { appointment: Appointment; which: string; onAcao: (acao: SerieAcao, sessao: Appointment) => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="light" aria-label={`${SERIE_TEXTS.menu}: ${which}`}>
          {SERIE_TEXTS.menu}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onAcao('ver', appointment)}>{SERIE_TEXTS.ver}</Menu.Item>
        {/* only an accepted series moves (the api answers 409 otherwise) */}
        {appointment.status === 'CONFIRMED' ? <Menu.Item onClick={() => onAcao('mudar', appointment)}>{T.mudar}</Menu.Item> : null}
        <Menu.Item color="red" onClick={() => onAcao('cancelar', appointment)}>
          {T.cancelarProximas}
        </Menu.Item>
        <Menu.Item color="red" onClick={() => onAcao('encerrar', appointment)}>
          {T.encerrar}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
