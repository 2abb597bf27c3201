// The payment flow of one session: the Pix dialog (the code fetched on open, drawn as a QR code),
// copying the copia-e-cola text, and 'Já paguei' (with the attempt's Idempotency-Key).
import { useEffect, useState } from 'react';
import { apiErrorMessage, useIdempotentAttempt } from '@acolhe/shared-auth';
import { notify } from '@acolhe/shared-ui';
import { saveFile } from '../api/saveFile';
import { useInformPayment, useSessionPix, useStatementDownload } from '../api';
import { PAGAMENTO_TEXTS as T, statementFileName } from './pagamento';
import { useCpfGate } from './useCpfGate';

/** The QR code of `text` as a data: URL (qrcode, loaded with the first dialog). */
export function useQrCode(text: string | undefined): string {
  const [url, setUrl] = useState('');
  useEffect(() => {
    let alive = true;
    if (!text) return;
    void import('qrcode')
      .then((qr) => qr.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 240 }))
      .then((data) => {
        if (alive) setUrl(data);
      });
    return () => {
      alive = false;
    };
  }, [text]);
  return text ? url : '';
}

export function usePagamento(sessionId: string, clientId: string, clientName = '') {
  const [open, setOpen] = useState(false);
  const gate = useCpfGate(clientId, clientName);
  const statement = useStatementDownload();
  const pix = useSessionPix(sessionId, open);
  const qr = useQrCode(pix.data?.brCode);
  const inform = useInformPayment();
  const attempt = useIdempotentAttempt();

  const copy = async () => {
    const code = pix.data?.brCode;
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      notify({ color: 'green', title: T.copied, message: T.copiedMessage });
    } catch {
      notify({ color: 'red', title: T.copyFailed, message: code });
    }
  };

  const informar = () => {
    if (inform.isPending) return;
    const idempotencyKey = attempt.keyFor({ id: sessionId, acao: 'informar' });
    inform.mutate(
      { id: sessionId, idempotencyKey },
      {
        onSuccess: () => {
          attempt.settle(null);
          notify({ color: 'green', title: T.informedToast, message: T.informedToastMessage });
          setOpen(false);
        },
        onError: (error) => notify({ color: 'red', title: T.informFailed, message: apiErrorMessage(error, T.informFailed) }),
      },
    );
  };

  const downloadStatement = () =>
    statement.mutate(sessionId, {
      onSuccess: ({ blob, contentDisposition }) => saveFile(blob, statementFileName(contentDisposition)),
      onError: (error) => notify({ color: 'red', title: T.statementFailed, message: apiErrorMessage(error, T.statementFailed) }),
    });

  return {
    open,
    openPix: () => gate.withCpf(() => setOpen(true)),
    closePix: () => setOpen(false),
    pix: pix.data,
    pixLoading: pix.isPending && open,
    pixError: pix.isError ? apiErrorMessage(pix.error, T.pixFailed) : '',
    qr,
    copy,
    // 'Já paguei' asks for the CPF first when the profile has none
    informar: () => gate.withCpf(informar),
    informing: inform.isPending,
    cpfDialog: gate.dialog,
    downloadStatement,
    downloadingStatement: statement.isPending,
  };
}
