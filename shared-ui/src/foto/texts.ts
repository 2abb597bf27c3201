// 'Remover foto' (issue 19 item 10): the same words in the client and the therapist areas.
export const REMOVE_PHOTO_TEXTS = {
  button: 'Remover foto',
  title: 'Remover foto de perfil',
  question: 'Sua foto será apagada e, no lugar dela, aparecerão as suas iniciais. Você pode enviar outra foto quando quiser.',
  keep: 'Manter foto',
  confirm: 'Remover foto',
  success: { title: 'Foto removida', message: 'Sua foto de perfil foi removida.' },
  failure: { title: 'Erro ao remover foto', message: 'Não foi possível remover a foto. Tente novamente.' },
} as const;
