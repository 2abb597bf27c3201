import { useEffect } from 'react';
import { useDocumento } from '../api';

/** The private document of `terapeutaId` as an object URL of this page, revoked when replaced or closed. */
export function useDocumentoUrl(terapeutaId: string | null) {
  const documento = useDocumento(terapeutaId);
  const url = documento.data?.url ?? null;
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  return { url, tipo: documento.data?.tipo ?? '', isPending: documento.isPending, isError: documento.isError, error: documento.error };
}
