import { useState } from 'react';
import { saveFile } from '@acolhe/shared-auth';
import { auditoriaCsv, instantToWallClock } from '@acolhe/shared-domain';
import { buscarAuditoriaCompleta } from '../api';
import { nomeDoCsv, paginasDaExportacao, type FiltroAuditoria } from './filtro';

/** 'Exportar CSV': every line of the filtered log, as shared-domain writes the spreadsheet. */
export function useExportarAuditoria() {
  const [ocupado, setOcupado] = useState(false);
  const [erro, setErro] = useState<unknown>(null);
  const exportar = async (filtro: FiltroAuditoria) => {
    setOcupado(true);
    setErro(null);
    try {
      const linhas = await buscarAuditoriaCompleta(filtro, (total) => paginasDaExportacao(total));
      const hoje = instantToWallClock(new Date()).slice(0, 10);
      saveFile(new Blob([auditoriaCsv(linhas)], { type: 'text/csv;charset=utf-8' }), nomeDoCsv(hoje));
    } catch (err) {
      setErro(err);
    } finally {
      setOcupado(false);
    }
  };
  return { exportar, ocupado, erro };
}
