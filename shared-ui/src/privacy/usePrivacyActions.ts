import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage, downloadMyData, eraseMyAccount } from '@acolhe/shared-auth';
import { isEraseConfirmed } from '@acolhe/shared-domain';
// By package name: bundled apart from shared-ui's entry (area-privada), toasts stay its singleton's.
import { notify } from '@acolhe/shared-ui';

export const PRIVACY_TEXTS = {
  exportFailedTitle: 'Erro ao exportar',
  exportFailed: 'Não foi possível exportar seus dados. Tente novamente.',
  exportedTitle: 'Dados exportados',
  exported: 'O arquivo acolhe-meus-dados.json foi baixado.',
  erasedTitle: 'Conta excluída',
  erased: 'Seus dados foram apagados do Acolhe.',
  eraseFailedTitle: 'Erro ao excluir conta',
  eraseFailed: 'Não foi possível excluir sua conta. Tente novamente.',
} as const;

/** 'Exportar meus dados' and 'Excluir minha conta' (LGPD art. 18) for either kind of account. */
export function usePrivacyActions() {
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [typed, setTyped] = useState('');
  const [eraseError, setEraseError] = useState<string | null>(null);

  async function exportData() {
    setExporting(true);
    try {
      await downloadMyData();
      notify({ title: PRIVACY_TEXTS.exportedTitle, message: PRIVACY_TEXTS.exported, color: 'green' });
    } catch (error) {
      notify({ title: PRIVACY_TEXTS.exportFailedTitle, message: apiErrorMessage(error, PRIVACY_TEXTS.exportFailed), color: 'red' });
    } finally {
      setExporting(false);
    }
  }

  async function erase() {
    if (!isEraseConfirmed(typed)) return;
    setErasing(true);
    setEraseError(null);
    try {
      await eraseMyAccount();
      notify({ title: PRIVACY_TEXTS.erasedTitle, message: PRIVACY_TEXTS.erased, color: 'green' });
      navigate('/', { replace: true });
    } catch (error) {
      setEraseError(apiErrorMessage(error, PRIVACY_TEXTS.eraseFailed));
    } finally {
      setErasing(false);
    }
  }

  return { exporting, exportData, erasing, erase, typed, setTyped, canErase: isEraseConfirmed(typed), eraseError, resetErase: () => { setTyped(''); setEraseError(null); } };
}
