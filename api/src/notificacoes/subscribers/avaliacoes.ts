// The author of a review an operator hid hears why (avaliacoes/events.ts AvaliacaoOcultada), in-app
// and by e-mail, in the decision's transaction; the message opens the therapist's profile. An erased
// account is told nothing (it has no inbox and no address any more).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clientes, contas, terapeutas } from '../../db/schema';
import type { EventBus, Published } from '../../eventos/bus';
import { accountPayload, outboxRow, writeOutbox } from '../outbox';

async function avisarAutor(tx: Executor, { payload, at }: Published<'AvaliacaoOcultada'>): Promise<void> {
  const [author] = await tx
    .select({ name: clientes.name, email: clientes.email, erasedAt: contas.erasedAt, therapist: terapeutas.fullName })
    .from(clientes)
    .leftJoin(contas, eq(contas.id, clientes.id))
    .innerJoin(terapeutas, eq(terapeutas.id, payload.terapeutaId))
    .where(eq(clientes.id, payload.clienteId));
  if (!author || author.erasedAt !== null) return;
  const message = accountPayload('cliente', author.name, { terapeuta: author.therapist, data: payload.dataAvaliacao, motivoOcultacao: payload.motivo });
  await writeOutbox(tx, [
    outboxRow({ tipo: 'avaliacao-ocultada', contaId: payload.clienteId, payload: message, link: `/terapeuta/${payload.terapeutaId}`, sessaoId: null, emailTo: author.email, now: at }),
  ]);
}

export function subscribeAvaliacoes(bus: EventBus): void {
  bus.withinTransaction('AvaliacaoOcultada', avisarAutor);
}
