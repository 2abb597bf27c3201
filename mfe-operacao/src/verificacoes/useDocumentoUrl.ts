import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callApi, queryKeyOf } from '@acolhe/shared-auth';
import { readVerificationDocument } from '@acolhe/shared-domain/operations';

/** The private document of `terapeutaId` (read with the operator's token; the api logs each read) as
 * an object URL of this page, never a public address: fetched only while `terapeutaId` is set (the
 * dialog is open), not kept after, and revoked when replaced or closed. */
export function useDocumentoUrl(terapeutaId: string | null) {
  const input = { params: { therapistId: terapeutaId ?? '' } };
  const documento = useQuery({
    queryKey: queryKeyOf(readVerificationDocument, input),
    queryFn: async () => {
      const blob = await callApi(readVerificationDocument, input);
      return { url: URL.createObjectURL(blob), tipo: blob.type.split(';')[0]!.trim() };
    },
    enabled: terapeutaId !== null,
    gcTime: 0,
    staleTime: 0,
  });
  const url = documento.data?.url ?? null;
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  return { url, tipo: documento.data?.tipo ?? '', isPending: documento.isPending, isError: documento.isError, error: documento.error };
}
