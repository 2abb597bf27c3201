// The notifications of the pagamentos slice's events (docs/decisions/0048-feature-slices-and-events.md),
// written inside the command's transaction: the payment's news to the other side, the reminder of
// an unpaid session to its client, the month-end reminder of receipts to issue to the therapist.
// The texts are built once, in templates.ts (through notifySessions / outboxRow).
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contas, notificacoes, terapeutas } from '../../db/schema';
import type { EventBus } from '../../eventos/bus';
import '../../pagamentos/events';
import { accountPayload, outboxRow, writeOutbox } from '../outbox';
import { notifySessions } from '../service';

export function subscribePagamentos(bus: EventBus): void {
  // the other side of the session hears of the payment
  bus.withinTransaction('PagamentoInformado', async (tx, { payload, at }) => {
    await notifySessions(tx, 'pagamento-informado', [payload.sessaoId], at);
  });
  bus.withinTransaction('PagamentoConfirmado', async (tx, { payload, at }) => {
    await notifySessions(tx, 'pagamento-confirmado', [payload.sessaoId], at);
  });
  bus.withinTransaction('PagamentoNaoRecebido', async (tx, { payload, at }) => {
    await notifySessions(tx, 'pagamento-nao-recebido', [payload.sessaoId], at);
  });
  bus.withinTransaction('PagamentosLembrados', (tx, { payload, at }) => remindPayments(tx, payload.sessaoIds, at));
  bus.withinTransaction('RecibosPendentesLembrados', (tx, { payload, at }) => remindReceipts(tx, payload, at));
}

/** The unpaid sessions' reminder to each client: in the bell always, by e-mail unless the client
 * turned reminder e-mails off. */
async function remindPayments(tx: Executor, sessaoIds: readonly string[], at: Date): Promise<void> {
  const written = await notifySessions(tx, 'lembrete-pagamento', sessaoIds, at);
  if (written === 0) return;
  await tx
    .update(notificacoes)
    .set({ status: 'sem-email' })
    .where(
      and(
        inArray(notificacoes.sessaoId, [...sessaoIds]),
        eq(notificacoes.tipo, 'lembrete-pagamento'),
        eq(notificacoes.status, 'pendente'),
        inArray(notificacoes.contaId, tx.select({ id: contas.id }).from(contas).where(eq(contas.lembretesEmail, false))),
      ),
    );
}

/** One message per therapist: "Até <ate>, <quantidade> pagamentos recebidos ainda estão sem recibo". */
async function remindReceipts(tx: Executor, event: { ate: string; terapeutas: readonly { terapeutaId: string; quantidade: number }[] }, at: Date): Promise<void> {
  const ids = event.terapeutas.map((t) => t.terapeutaId);
  const people = await tx
    .select({ id: terapeutas.id, nome: terapeutas.fullName, email: terapeutas.email, lembretes: contas.lembretesEmail })
    .from(terapeutas)
    .leftJoin(contas, eq(contas.id, terapeutas.id))
    .where(inArray(terapeutas.id, ids));
  const byId = new Map(people.map((p) => [p.id, p]));
  const rows = event.terapeutas.flatMap(({ terapeutaId, quantidade }) => {
    const p = byId.get(terapeutaId);
    if (!p) return [];
    // a reminder: in the inbox only for an account that turned reminder e-mails off
    return [
      outboxRow({
        tipo: 'recibos-pendentes',
        contaId: terapeutaId,
        payload: accountPayload('terapeuta', p.nome, { data: event.ate, quantidade }),
        link: `/usuario/${terapeutaId}/configuracoes#financeiro`,
        sessaoId: null,
        emailTo: p.email,
        now: at,
        emailOff: p.lembretes === false,
      }),
    ];
  });
  await writeOutbox(tx, rows);
}
