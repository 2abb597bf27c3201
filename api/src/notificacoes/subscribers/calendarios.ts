// The therapist hears, once, that an external calendar stopped syncing (calendarios/events.ts),
// in the transaction that recorded the failure; the message opens the calendars' settings.
import { eq } from 'drizzle-orm';
import { instantToWallClock } from '@acolhe/shared-domain';
import type { EventBus } from '../../eventos/bus';
import { terapeutas } from '../../db/schema';
import { accountPayload, outboxRow, writeOutbox } from '../outbox';

const calendariosExternos = (terapeutaId: string) => `/usuario/${terapeutaId}/configuracoes#calendarios-externos`;

export function subscribeCalendarios(bus: EventBus): void {
  bus.withinTransaction('CalendarioExternoFalhou', async (tx, { payload, at }) => {
    const [terapeuta] = await tx.select({ fullName: terapeutas.fullName, email: terapeutas.email }).from(terapeutas).where(eq(terapeutas.id, payload.terapeutaId));
    if (!terapeuta) return;
    const desde = instantToWallClock(new Date(payload.desde));
    const message = accountPayload('terapeuta', terapeuta.fullName, { motivo: payload.mensagem, calendarioExterno: payload.rotulo, data: desde.slice(0, 10), hora: desde.slice(11, 16) });
    await writeOutbox(tx, [outboxRow({ tipo: 'calendario-externo-falhou', contaId: payload.terapeutaId, payload: message, link: calendariosExternos(payload.terapeutaId), sessaoId: null, emailTo: terapeuta.email, now: at })]);
  });
}
