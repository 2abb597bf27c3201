// Texts of the e-mail preferences card (the therapist area has the same card and texts).
export const PREFERENCES_TEXTS = {
  title: 'Notificações por e-mail',
  reminders: 'Receber lembretes por e-mail (24 h e 1 h antes da sessão)',
  alwaysSent: 'E-mails sobre decisões das suas sessões (confirmação, recusa, cancelamento) são sempre enviados.',
  loadError: 'Não foi possível carregar suas preferências.',
  retry: 'Tentar novamente',
  savedTitle: 'Preferência salva',
  savedOn: 'Você receberá lembretes por e-mail antes das suas sessões.',
  savedOff: 'Você não receberá mais lembretes por e-mail.',
  saveFailedTitle: 'Erro ao salvar preferência',
  saveFailed: 'Não foi possível salvar sua preferência. Tente novamente.',
} as const;
