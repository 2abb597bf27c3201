// The waiting list's messages (espera/events.ts, issue 46): the client an offer is held for hears
// it in-app and by e-mail — the therapist's name, the date and time and until when it is held;
// nothing else (no note, nothing clinical) — in the transaction that made the offer. An erased
// account is told nothing.
import { eq } from 'drizzle-orm';
import { instantToWallClock } from '@acolhe/shared-domain';
import type { Executor } from '../../db/client';
import { clientes, contas, terapeutas } from '../../db/schema';
import type { EventBus, Published } from '../../eventos/bus';
import type { OfertaRef } from '../../espera/events';
import { accountPayload, outboxRow, writeOutbox } from '../outbox';

/** The offer's client (name, e-mail) and therapist (name, session length); undefined for an erased
 * account, which is told nothing. */
async function offerClient(tx: Executor, payload: OfertaRef) {
  const [client] = await tx
    .select({ name: clientes.name, email: clientes.email, erasedAt: contas.erasedAt, therapist: terapeutas.fullName, duration: terapeutas.sessionDuration })
    .from(clientes)
    .leftJoin(contas, eq(contas.id, clientes.id))
    .innerJoin(terapeutas, eq(terapeutas.id, payload.terapeutaId))
    .where(eq(clientes.id, payload.clienteId));
  return client && client.erasedAt === null ? client : undefined;
}

async function avisarOferta(tx: Executor, { payload, at }: Published<'OfertaFeita'>): Promise<void> {
  const client = await offerClient(tx, payload);
  if (!client) return;
  const message = accountPayload('cliente', client.name, {
    terapeuta: client.therapist,
    data: payload.data,
    hora: payload.hora,
    duracaoMinutos: client.duration,
    status: 'PENDING',
    reservadaAte: instantToWallClock(new Date(payload.expiraEm)),
  });
  await writeOutbox(tx, [outboxRow({ tipo: 'espera-oferta', contaId: payload.clienteId, payload: message, link: `/cliente/${payload.clienteId}`, sessaoId: null, emailTo: client.email, now: at })]);
}

/** An offer the therapist's closed time withdrew (`porque` 'horario-fechado'): its client hears it.
 * One the client ended (declined, left the list) or that expired says nothing. */
async function avisarRetirada(tx: Executor, { payload, at }: Published<'OfertaEncerrada'>): Promise<void> {
  if (payload.porque !== 'horario-fechado') return;
  const client = await offerClient(tx, payload);
  if (!client) return;
  const message = accountPayload('cliente', client.name, { terapeuta: client.therapist, data: payload.data, hora: payload.hora, duracaoMinutos: client.duration, status: 'PENDING' });
  await writeOutbox(tx, [outboxRow({ tipo: 'espera-oferta-retirada', contaId: payload.clienteId, payload: message, link: `/cliente/${payload.clienteId}`, sessaoId: null, emailTo: client.email, now: at })]);
}

export function subscribeEspera(bus: EventBus): void {
  bus.withinTransaction('OfertaFeita', avisarOferta);
  bus.withinTransaction('OfertaEncerrada', avisarRetirada);
}
