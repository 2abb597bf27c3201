export { SERIE_TEXTS, linhasDaSerie, mudancaDaSerie, resumoDaSerie, type LinhaDaSerie } from './serie';
export { VerSerieDialog, type SerieQuery, type VerSerieDialogProps } from './VerSerieDialog';
export { ConfirmarSerieDialog, type ConfirmarSerieDialogProps } from './ConfirmarSerieDialog';
export { SerieDialogs, type SerieConfirmacao, type SerieDialogsAcoes, type SerieDialogsProps } from './SerieDialogs';
