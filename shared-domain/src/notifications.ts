// What the in-app inbox and the api agree on: the kinds of notification and the shape of
// GET /notificacoes. The texts themselves are written by the api (api/src/notificacoes/templates.ts).

/** Kinds of notification, by recipient. */
export const THERAPIST_NOTIFICATION_TYPES = [
  'sessao-solicitada',
  'sessao-cancelada-pelo-cliente',
  'sessao-remarcada-pelo-cliente',
  'cliente-excluiu-conta',
] as const;
export const CLIENT_NOTIFICATION_TYPES = [
  'sessao-confirmada',
  'sessao-recusada',
  'sessao-cancelada-pelo-terapeuta',
  'sessao-remarcada-pelo-terapeuta',
  'sessao-concluida',
  'terapeuta-excluiu-conta',
] as const;
export const NOTIFICATION_TYPES = [...THERAPIST_NOTIFICATION_TYPES, ...CLIENT_NOTIFICATION_TYPES] as const;
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
