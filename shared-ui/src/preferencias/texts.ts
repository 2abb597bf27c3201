// Texts of the 'Notificações por e-mail' card, the same in the client's and the therapist's settings.
export const EMAIL_REMINDERS_TEXTS = {
  title: 'Notificações por e-mail',
  reminders: 'Receber lembretes por e-mail (24 h e 1 h antes da sessão)',
  alwaysSent: 'E-mails sobre decisões das suas sessões (confirmação, recusa, cancelamento) são sempre enviados.',
  loading: 'Carregando preferências',
  loadError: 'Não foi possível carregar suas preferências.',
  retry: 'Tentar novamente',
  savedTitle: 'Preferência salva',
  savedOn: 'Você receberá lembretes por e-mail antes das suas sessões.',
  savedOff: 'Você não receberá mais lembretes por e-mail.',
  saveFailedTitle: 'Erro ao salvar preferência',
  saveFailed: 'Não foi possível salvar sua preferência. Tente novamente.',
} as const;
