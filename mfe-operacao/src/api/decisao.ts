// An operator's decision (a verification, a reported review, a suspension) changes what the
// console's lists and counts show: the queues, the overview and the audit log are read again, by
// the keys of their rows (every page and filter of each: `[operationId]` is the prefix of its keys).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpStatusOf } from '@acolhe/shared-auth';
import { listAuditLog, listReviewReports, listVerificationQueue, operationsOverview, searchTherapistsOperacao } from '@acolhe/shared-domain/operations';

/** The reads a decision may change (not the document's read: reading it again is logged). */
export const LEITURAS_DECIDIDAS = [operationsOverview, listVerificationQueue, listReviewReports, searchTherapistsOperacao, listAuditLog] as const;

/** A decision's mutation; after it the console's reads are read again — after a 409 too: the api
 * refused because what the operator saw changed (a new CRP, a decision by someone else), and the
 * queue must show what is there now. */
export function useDecisao<TVars>(mutationFn: (vars: TVars) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const lerDeNovo = () => Promise.all(LEITURAS_DECIDIDAS.map((row) => queryClient.invalidateQueries({ queryKey: [row.operationId] })));
  return useMutation<unknown, unknown, TVars>({
    mutationFn,
    onSuccess: lerDeNovo,
    onError: (err) => {
      if (httpStatusOf(err) === 409) void lerDeNovo();
    },
  });
}
