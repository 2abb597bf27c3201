// The client's copy of a prontuário (CFP 01/2009 lets the client have it; api/README.md, "Prontuário"):
//   GET  /prontuario-copias                    their requests
//   POST /prontuario-copias { terapeutaId }    'Solicitar cópia do prontuário'
//   GET  /prontuario-copias/{id}/prontuario.pdf   the copy, once the therapist released it
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@acolhe/shared-auth';
import { QUERY_KEY_ROOTS } from '@acolhe/shared-domain/contracts';
import type { Appointment, PedidoCopiaCliente } from '@acolhe/shared-domain';
import { saveFile } from '../calendario/saveFile';

export const copiasKey = [QUERY_KEY_ROOTS.clientArea, 'prontuario-copias'] as const;

export function useCopias() {
  return useQuery({ queryKey: copiasKey, queryFn: () => http.get('prontuario-copias').json<PedidoCopiaCliente[]>() });
}

export function useSolicitarCopia() {
  const queryClient = useQueryClient();
  return useMutation<PedidoCopiaCliente, unknown, string>({
    mutationFn: (terapeutaId) => http.post('prontuario-copias', { json: { terapeutaId } }).json<PedidoCopiaCliente>(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: copiasKey }),
  });
}

export async function baixarCopia(copiaId: string): Promise<void> {
  const blob = await http.get(`prontuario-copias/${encodeURIComponent(copiaId)}/prontuario.pdf`).blob();
  saveFile(new Blob([blob], { type: 'application/pdf' }), 'copia-prontuario.pdf');
}

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
