// Whom the client may ask a copy of their prontuário (pure; the calls are in src/api).
import type { Appointment, PedidoCopiaCliente } from '@acolhe/shared-domain';

export interface TerapeutaAtendeu {
  terapeutaId: string;
  nome: string;
  /** the newest request to this therapist, if any */
  pedido: PedidoCopiaCliente | null;
}

/** The therapists who saw the client (a confirmed or done session), each with their newest copy request. */
export function terapeutasQueAtenderam(appointments: Appointment[], copias: PedidoCopiaCliente[]): TerapeutaAtendeu[] {
  const seen = new Map<string, string>();
  for (const a of appointments) {
    if ((a.status === 'CONFIRMED' || a.status === 'COMPLETED') && !seen.has(a.therapistId)) seen.set(a.therapistId, a.therapistName);
  }
  return [...seen].map(([terapeutaId, nome]) => ({
    terapeutaId,
    nome,
    pedido: copias.filter((c) => c.terapeutaId === terapeutaId).sort((x, y) => y.solicitadaEm.localeCompare(x.solicitadaEm))[0] ?? null,
  }));
}
