// The texts of 'Denunciar' (issue 32); the api's own messages (MODERACAO_MSG) come from shared-domain.
export const REPORT_TEXTS = {
  button: 'Denunciar',
  title: 'Denunciar avaliação',
  intro: 'Conte o que há de errado com esta avaliação. Nossa equipe analisa cada denúncia; quem escreveu não sabe quem denunciou.',
  motivoLabel: 'Motivo',
  textoLabel: 'Detalhes',
  textoOptional: 'Opcional',
  textoRequired: 'Obrigatório para "Outro"',
  cancel: 'Cancelar',
  submit: 'Enviar denúncia',
  sentTitle: 'Denúncia enviada',
  failedTitle: 'Não foi possível enviar a denúncia',
  failed: 'Tente novamente em instantes.',
} as const;
