import { Alert, Modal } from '@mantine/core';
import { apiErrorMessage } from '@acolhe/shared-auth';
import { Carregando } from '../comum/Estados';
import { TEXTOS } from '../texts';
import { useDocumentoUrl } from './useDocumentoUrl';

/** The professional ID the therapist sent, read through the api with the operator's token (the read is audited). */
export function DocumentoModal({ terapeutaId, nome, onFechar }: { terapeutaId: string; nome: string; onFechar: () => void }) {
  const documento = useDocumentoUrl(terapeutaId);
  const titulo = TEXTOS.verificacoes.documentoTitulo(nome);
  return (
    <Modal opened onClose={onFechar} title={titulo} size="xl" centered>
      {documento.isError ? (
        <Alert color="red" role="alert">
          {apiErrorMessage(documento.error, TEXTOS.erroCarregar)}
        </Alert>
      ) : documento.isPending || !documento.url ? (
        <Carregando />
      ) : documento.tipo === 'application/pdf' ? (
        <iframe src={documento.url} title={titulo} style={{ width: '100%', height: '70vh', border: 0 }} />
      ) : (
        <img src={documento.url} alt={titulo} style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }} />
      )}
    </Modal>
  );
}
