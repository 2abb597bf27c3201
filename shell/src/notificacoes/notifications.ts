// Rules of the header's notification inbox, pure (no React, no network): reading the api's answer
// defensively, the badge and accessible texts, the time of each notification, where it leads and
// what the inbox looks like once some (or all) are read.
import { BRAZIL_TIME_ZONE, NOTIFICATION_TYPES, isOneOf, type NotificationInbox, type NotificationItem } from '@acolhe/shared-domain';
import { safeReturnTo, type UserRef } from '@acolhe/shared-auth';

export const NOTIFICATION_TEXTS = {
  bell: 'Notificações',
  title: 'Notificações',
  markAll: 'Marcar todas como lidas',
  empty: 'Nenhuma notificação por enquanto.',
  loading: 'Carregando notificações',
  loadError: 'Não foi possível carregar suas notificações.',
  retry: 'Tentar novamente',
  unread: 'Não lida',
  markFailed: 'Não foi possível marcar as notificações como lidas. Tente novamente.',
} as const;

/** The unread count as a screen reader hears it: '1 não lida', '3 não lidas'. */
export function unreadLabel(count: number): string {
  return count === 1 ? '1 não lida' : `${count} não lidas`;
}

/** What the badge shows: nothing at 0, the number up to 99, then '99+'. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose => (value !== null && typeof value === 'object' ? (value as Loose) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** GET /notificacoes read defensively: a malformed row is dropped, a missing count is the unread rows. */
export function toInbox(body: unknown): NotificationInbox {
  const b = record(body);
  const content = (Array.isArray(b.content) ? b.content : []).flatMap((row): NotificationItem[] => {
    const r = record(row);
    const id = str(r.id);
    if (!id || !isOneOf(NOTIFICATION_TYPES, r.tipo)) return [];
    return [{ id, tipo: r.tipo, titulo: str(r.titulo), mensagem: str(r.mensagem), link: str(r.link), criadaEm: str(r.criadaEm), lida: r.lida === true }];
  });
  const naoLidas = typeof b.naoLidas === 'number' && Number.isInteger(b.naoLidas) && b.naoLidas >= 0 ? b.naoLidas : content.filter((n) => !n.lida).length;
  return { content, naoLidas };
}

/** The inbox once `ids` (every notification when absent) are read: rows marked, count lowered. */
export function markedRead(inbox: NotificationInbox, ids?: readonly string[]): NotificationInbox {
  if (!ids) return { content: inbox.content.map((n) => ({ ...n, lida: true })), naoLidas: 0 };
  const wanted = new Set(ids);
  const newlyRead = inbox.content.filter((n) => wanted.has(n.id) && !n.lida).length;
  return {
    content: inbox.content.map((n) => (wanted.has(n.id) ? { ...n, lida: true } : n)),
    naoLidas: Math.max(0, inbox.naoLidas - newlyRead),
  };
}

let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** An instant as 'dd/MM/yyyy HH:mm' in Brazil (America/Sao_Paulo); '' when not a date. */
export function formatDateTimeBr(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  dateTimeFormat ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: BRAZIL_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = dateTimeFormat.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

/** When a notification arrived: 'agora', 'há 5 min', 'há 3 h' within a day, else dd/MM/yyyy HH:mm. */
export function notificationTime(iso: string, now: Date): string {
  const at = new Date(iso).getTime();
  if (!iso || Number.isNaN(at)) return '';
  const minutes = Math.floor((now.getTime() - at) / 60_000);
  if (minutes < 0) return formatDateTimeBr(iso);
  if (minutes < 1) return 'agora';
  if (minutes < 60) return `há ${minutes} min`;
  if (minutes < 24 * 60) return `há ${Math.floor(minutes / 60)} h`;
  return formatDateTimeBr(iso);
}

/** Where opening a notification goes: its product path when this user may open it, else their home
 * (the api writes the link, but a path is never trusted to leave the site or someone else's area). */
export function notificationHref(item: Pick<NotificationItem, 'link'>, user: UserRef): string {
  return safeReturnTo(item.link, user);
}
