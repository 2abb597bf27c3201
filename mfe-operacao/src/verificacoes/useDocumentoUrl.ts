import { useEffect, useState } from 'react';
import { useDocumento } from '../api';

/** The private document of `terapeutaId` as an object URL of this page (revoked when closed), never a public address. */
export function useDocumentoUrl(terapeutaId: string | null) {
  const documento = useDocumento(terapeutaId);
  const blob = documento.data;
  const [url, setUrl] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const criado = URL.createObjectURL(blob);
    setUrl({ blob, url: criado });
    return () => URL.revokeObjectURL(criado);
  }, [blob]);
  const atual = blob && url?.blob === blob ? url.url : null;
  return { url: atual, tipo: blob?.type ?? '', isPending: documento.isPending || (blob !== undefined && atual === null), isError: documento.isError, error: documento.error };
}
