// What the in-app inbox and the api agree on: the kinds of notification and the shape of
// GET /notificacoes. The texts themselves are written by the api (api/src/notificacoes/templates.ts).

/** Kinds of notification, by recipient. */
export const THERAPIST_NOTIFICATION_TYPES = [
  'sessao-solicitada',
  'sessao-cancelada-pelo-cliente',
  'sessao-remarcada-pelo-cliente',
  'cliente-excluiu-conta',
  'pagamento-informado',
  // once per month, at its end: confirmed payments without the Receita Saúde mark (issue 34)
  'recibos-pendentes',
  // the operators' decisions on the therapist's CRP verification, and a suspension (issue 32)
  'verificacao-aprovada',
  'verificacao-recusada',
  'perfil-suspenso',
  'perfil-reativado',
  // an external calendar stopped syncing (issue 45): once per failure, until it works again
  'calendario-externo-falhou',
] as const;
export const CLIENT_NOTIFICATION_TYPES = [
  'sessao-confirmada',
  'sessao-recusada',
  'sessao-cancelada-pelo-terapeuta',
  'sessao-remarcada-pelo-terapeuta',
  'sessao-concluida',
  'terapeuta-excluiu-conta',
  'link-da-sessao-alterado',
  'pagamento-confirmado',
  'pagamento-nao-recebido',
  /** one, to the client, 24 h after a session that is not free ended unpaid (api/src/pagamentos) */
  'lembrete-pagamento',
  // the client's own actions, confirmed by e-mail (issue 30)
  'solicitacao-enviada',
  'remarcacao-enviada',
  'cancelamento-registrado',
  /** a confirmed session's therapist was suspended by the operators: the session stands (issue 32) */
  'terapeuta-suspenso',
  /** an operator hid the client's review, with the reason (issue 32; about no session) */
  'avaliacao-ocultada',
  /** a freed time of a therapist whose waiting list the client is in, held for them (issue 46) */
  'espera-oferta',
  /** that held time was closed by the therapist (a block, a holiday) before the client took it: the
   * offer is withdrawn, the client keeps their place in line (issue 46) */
  'espera-oferta-retirada',
] as const;
/** The receipts of what the client did themselves (a request, a move, a cancellation): the other
 * side hears of it by its own message. */
export const CLIENT_RECEIPT_NOTIFICATION_TYPES = ['solicitacao-enviada', 'remarcacao-enviada', 'cancelamento-registrado'] as const satisfies readonly (typeof CLIENT_NOTIFICATION_TYPES)[number][];
/** Sent to both sides of a CONFIRMED session, 24 h and 1 h before it. */
export const REMINDER_NOTIFICATION_TYPES = ['lembrete-24h', 'lembrete-1h'] as const;
/** Sent to both sides of a request the therapist did not answer in time (pendingRequestDeadline). */
export const EXPIRY_NOTIFICATION_TYPES = ['solicitacao-expirada'] as const;
/** Sent to both sides of a series (issue 33): dates of it that could not be made (which, and why),
 * the series ended from a date on, the series moved to another weekday/time. */
export const SERIES_NOTIFICATION_TYPES = ['serie-datas-puladas', 'serie-encerrada', 'serie-movida'] as const;
/** Sent to both sides of a client's request to move a series (issue 40): asked, declined by the
 * therapist, withdrawn by the client (accepted: 'serie-movida'). The series' calendar event does
 * not change with them. */
export const SERIES_CHANGE_NOTIFICATION_TYPES = ['serie-mudanca-solicitada', 'serie-mudanca-recusada', 'serie-mudanca-retirada'] as const;
export const NOTIFICATION_TYPES = [
  ...THERAPIST_NOTIFICATION_TYPES,
  ...CLIENT_NOTIFICATION_TYPES,
  ...REMINDER_NOTIFICATION_TYPES,
  ...EXPIRY_NOTIFICATION_TYPES,
  ...SERIES_NOTIFICATION_TYPES,
  ...SERIES_CHANGE_NOTIFICATION_TYPES,
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** How many notifications GET /notificacoes answers (the latest). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** One message of the in-app inbox. */
export interface NotificationItem {
  id: string;
  tipo: NotificationType;
  titulo: string;
  mensagem: string;
  /** a path of the product to open ('/usuario/{id}', '/cliente/{id}', '/terapeuta/{id}', '/terapeutas') */
  link: string;
  /** ISO instant */
  criadaEm: string;
  lida: boolean;
}

/** GET /notificacoes */
export interface NotificationInbox {
  /** the latest NOTIFICATIONS_PAGE_SIZE, newest first */
  content: NotificationItem[];
  /** every unread notification of the account, not only those in `content` */
  naoLidas: number;
}

/** How long before a confirmed session each reminder is due. */
export const REMINDER_OFFSETS_MINUTES: Readonly<Record<(typeof REMINDER_NOTIFICATION_TYPES)[number], number>> = {
  'lembrete-24h': 24 * 60,
  'lembrete-1h': 60,
};

/** GET and PUT /me/preferencias: what each user chose about e-mail. */
export interface NotificationPreferences {
  /** reminder e-mails 24 h and 1 h before a confirmed session (decision e-mails are always sent) */
  lembretesEmail: boolean;
}

/** GET /agenda/calendario (therapist) and POST /agenda/calendario/token (a new secret; the old
 * URL stops working): the private feed of the therapist's confirmed sessions. */
export interface CalendarFeed {
  /** absolute URL, secret included: /agenda/terapeutas/{id}/calendario.ics?token=… */
  url: string;
}

/** The .ics of one session, for its client or its therapist (authenticated GET). */
export const sessionCalendarPath = (sessionId: string): string =>
  `/sessoes/${encodeURIComponent(sessionId)}/calendario.ics`;
