import { useState } from 'react';
import { callApi, saveFile } from '@acolhe/shared-auth';
import { AUDITORIA_MAX_PAGE_SIZE, auditoriaCsv, instantToWallClock } from '@acolhe/shared-domain';
import { listAuditLog } from '@acolhe/shared-domain/operations';
import { nomeDoCsv, paginasDaExportacao, parametrosAuditoria, type FiltroAuditoria } from './filtro';

/** One page of the filtered log, of the largest size. */
const pagina = (filtro: FiltroAuditoria, page: number) => callApi(listAuditLog, { query: parametrosAuditoria(filtro, page, AUDITORIA_MAX_PAGE_SIZE) });

/** Every line of the filtered log (up to the export's limit), page after page. */
async function linhasDoLog(filtro: FiltroAuditoria) {
  const primeira = await pagina(filtro, 0);
  const linhas = [...primeira.content];
  const total = paginasDaExportacao(primeira.totalElements);
  for (let page = 1; page < total; page += 1) linhas.push(...(await pagina(filtro, page)).content);
  return linhas;
}

/** 'Exportar CSV': every line of the filtered log, as shared-domain writes the spreadsheet. */
export function useExportarAuditoria() {
  const [ocupado, setOcupado] = useState(false);
  const [erro, setErro] = useState<unknown>(null);
  const exportar = async (filtro: FiltroAuditoria) => {
    setOcupado(true);
    setErro(null);
    try {
      const linhas = await linhasDoLog(filtro);
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
