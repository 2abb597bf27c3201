// Every review text a user sees (product.md#validation/product.md#main-messages), copied letter for letter.
import { REVIEW_REPLY_TITLE } from '@acolhe/shared-domain';

export const REVIEW_TEXTS = {
  cardTitle: 'Avaliações de Pacientes',
  empty: 'Ainda não há avaliações para este terapeuta.',
  beFirst: 'Seja o primeiro a avaliar!',
  addButton: 'Avaliar terapeuta',
  formTitleCreate: 'Sua avaliação',
  formTitleEdit: 'Editar sua avaliação',
  ratingLabel: 'Sua nota',
  commentLabel: 'Comentário',
  commentPlaceholder: 'Conte como foi sua experiência com este terapeuta',
  submitCreate: 'Enviar avaliação',
  submitEdit: 'Salvar alterações',
  cancel: 'Cancelar',
  edit: 'Editar',
  delete: 'Excluir',
  ratingRequiredTitle: 'Avaliação obrigatória',
  commentTooShortTitle: 'Comentário muito curto',
  commentTooLongTitle: 'Comentário muito longo',
  deleteTitle: 'Excluir Avaliação',
  deleteText: 'Tem certeza que deseja excluir sua avaliação? Esta ação não pode ser desfeita.',
  deleteConfirm: 'Excluir',
  verified: 'Consulta realizada pelo Acolhe',
  verifiedHint: 'Quem escreveu teve uma consulta concluída com este terapeuta pelo Acolhe.',
  replyTitle: REVIEW_REPLY_TITLE,
} as const;

export const REVIEW_TOASTS = {
  created: { title: 'Avaliação enviada', message: 'Sua avaliação foi enviada com sucesso!' },
  createFailed: { title: 'Erro ao enviar avaliação', message: 'Não foi possível enviar sua avaliação. Tente novamente.' },
  updated: { title: 'Avaliação atualizada', message: 'Sua avaliação foi atualizada com sucesso!' },
  updateFailed: { title: 'Erro ao atualizar avaliação', message: 'Não foi possível atualizar sua avaliação. Tente novamente.' },
  removed: { title: 'Avaliação removida', message: 'Sua avaliação foi removida com sucesso.' },
  removeFailed: { title: 'Erro ao remover avaliação', message: 'Não foi possível remover sua avaliação. Tente novamente.' },
} as const;
