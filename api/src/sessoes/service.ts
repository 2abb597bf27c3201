// The sessions' reads: each side's list and one session, through the slice's one read model
// (./partes.ts) and its one answer (./resposta.ts). The commands are ./solicitacao.ts (a request),
// ./mudancas.ts (answer, cancel, complete, move, link) and ./varreduras.ts (the sweeps).
import { asc, desc, eq } from 'drizzle-orm';
import type { Appointment, TherapistAppointment } from '@acolhe/shared-domain';
import type { Database } from '../db/client';
import { avaliacoes, sessoes } from '../db/schema';
import { sessaoVisivelPara, sessoesComPartes, vistaDe } from './partes';
import { appointmentFor } from './resposta';

export async function listForTherapist(db: Database, therapistId: string): Promise<TherapistAppointment[]> {
  const rows = await sessoesComPartes(db)
    .where(eq(sessoes.terapeutaId, therapistId))
    .orderBy(asc(sessoes.date), asc(sessoes.time), asc(sessoes.createdAt));
  return rows.map((r) => appointmentFor(vistaDe(r), 'terapeuta'));
}

export async function listForClient(db: Database, clientId: string): Promise<Appointment[]> {
  const [rows, reviewed] = await Promise.all([
    sessoesComPartes(db)
      .where(eq(sessoes.clienteId, clientId))
      .orderBy(desc(sessoes.date), desc(sessoes.time), desc(sessoes.createdAt)),
    db.select({ terapeutaId: avaliacoes.terapeutaId }).from(avaliacoes).where(eq(avaliacoes.clienteId, clientId)),
  ]);
  const reviewedTherapists = new Set(reviewed.map((r) => r.terapeutaId));
  return rows.map((r) => {
    const appointment = appointmentFor(vistaDe(r), 'cliente');
    // one review per client and therapist: 'Avaliar' only where none exists yet (issue 30)
    if (appointment.status === 'COMPLETED' && !reviewedTherapists.has(appointment.therapistId)) appointment.canReview = true;
    return appointment;
  });
}

/** GET /sessoes/{id}: its client or its therapist (404 for anybody else). */
export async function getAppointment(db: Database, caller: Parameters<typeof sessaoVisivelPara>[1], id: string): Promise<Appointment> {
  return appointmentFor(await sessaoVisivelPara(db, caller, id), caller.tipo);
}

// TRANSITION (issue 43): the names other slices import from here today (calendario, pagamentos,
// financeiro, conta, the notifications' tests); the owners are ./partes.ts and ./varreduras.ts.
export { sessaoVisivelPara as ownAppointment } from './partes';
export { completeEndedSessions, expireUnansweredRequests } from './varreduras';
export { appointmentFor } from './resposta';
