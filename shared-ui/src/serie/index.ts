export { SERIE_TEXTS, linhasDaSerie, mudancaDaSerie, resumoDaSerie, termosDaSerie, type LinhaDaSerie } from './serie';
export { SerieTermos, type SerieTermosProps } from './SerieTermos';
export { VerSerieDialog, type SerieQuery, type VerSerieDialogProps } from './VerSerieDialog';
export { ConfirmarSerieDialog, type ConfirmarSerieDialogProps } from './ConfirmarSerieDialog';
export { SerieDialogs, type SerieConfirmacao, type SerieDialogsAcoes, type SerieDialogsProps } from './SerieDialogs';
