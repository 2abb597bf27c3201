// Every text of a notification, in one place: the in-app title and message, and the e-mail
// (subject, plain text, HTML) in the brand's look. Pure functions of the notification's kind and
// its payload: the outbox row keeps the payload, and the delivery worker renders the e-mail from
// it when it sends. Every interpolated value is HTML-escaped in the HTML part; links are only
// made of http(s) URLs. A message that puts a session in (or takes it out of) the recipient's
// calendar carries the iCalendar invitation too (`icalEvent`, built by ../calendario/ics.ts).
import {
  FREE_CANCELLATION_TEXT,
  MODERACAO_MSG,
  dayOfWeekOf,
  formatDate,
  monthLabel,
  onWeekdays,
  seriesDescriptionParts,
  type NotificationType,
  type SeriesTerms,
  type SessionFormat,
  type UserType,
} from '@acolhe/shared-domain';
import { buildCalendar, buildInvite, calendarFileName, sessionSummary, type CalendarAttendee } from '../calendario/ics';
import { seriesDescription, seriesEventFrom, seriesFileName } from '../calendario/series-ics';
import type { SeriesCalendarData } from '../calendario/series-data';
import { siteLink } from '../lib/links';
import { isCancelling } from './cancelling';

export const BRAND_COLOR = '#0b7d6e';

/** What a notification about a session shows. Names are as the recipient knows them; nothing
 * else of the other side (no CPF, no e-mail, no phone, no notes). */
export interface NotificationPayload {
  /** the recipient's first name, for the greeting ('' → "Olá!") */
  destinatario: string;
  /** the therapist's name ('' when it must not be shown) */
  terapeuta: string;
  /** the client's name ('' when it must not be shown) */
  cliente: string;
  /** 'YYYY-MM-DD', São Paulo */
  data: string;
  /** 'HH:MM', São Paulo */
  hora: string;
  duracaoMinutos: number;
  modalidade: SessionFormat;
  /** the session's status after the change */
  status: 'PENDING' | 'CONFIRMED' | 'REJECTED' | 'COMPLETED' | 'CANCELLED';
  /** the slot before a reschedule */
  dataAnterior?: string;
  horaAnterior?: string;
  /** the session was still a request (PENDING) when it was cancelled */
  eraSolicitacao?: boolean;
  /** what the therapist told the client when declining (absent when nothing) */
  motivoRecusa?: string;
  /** the session was CONFIRMED before the change */
  eraConfirmada?: boolean;
  /** 'link-da-sessao-alterado': a link was set before this one (absent: the first link) */
  linkSubstituido?: boolean;
  /** a client's cancellation within 24 h of the start */
  cancelamentoTardio?: boolean;
  /** client of a CONFIRMED online session: the meeting link, when the therapist gave one */
  linkReuniao?: string;
  /** linkReuniao is the Acolhe room (a path of the site): the therapist's reminders show it too */
  salaDoAcolhe?: boolean;
  /** client of a CONFIRMED presencial session: the office, one line */
  endereco?: string;
  /** reminders (sent to both sides): who reads this one */
  destinatarioTipo?: UserType;
  /** the session's calendar event, when the e-mail carries an invitation (or its cancellation) */
  calendario?: CalendarPayload;
  /** 'serie-datas-puladas': dates of the series not made, each with its reason (pt-BR) */
  datasPuladas?: { data: string; motivo: string }[];
  /** 'serie-encerrada' / 'serie-movida' / 'serie-mudanca-*': the date from which the change holds */
  aPartirDe?: string;
  /** 'serie-mudanca-*' (issue 40): the first session on the new rule asked for */
  novaData?: string;
  novaHora?: string;
  /** 'serie-movida': the move was the client's request, accepted by the therapist */
  mudancaAceita?: boolean;
  /** 'recibos-pendentes' (about no session; `data` is the month's last day): how many receipts are still to issue */
  quantidade?: number;
  /** the operators' reason (a refused verification, a suspension), shown to the therapist; what
   * went wrong with an external calendar ('calendario-externo-falhou') */
  motivo?: string;
  /** 'calendario-externo-falhou': the calendar's label (its host, never its address) */
  calendarioExterno?: string;
  /** 'avaliacao-ocultada' (about no session; `data` is the review's date): the operator's reason */
  motivoOcultacao?: string;
  /** the request or the acceptance of a series (issue 44 item 1): what the series commits to */
  serie?: SeriesTerms;
  /** 'espera-oferta' (issue 46): until when the offered time is held, 'YYYY-MM-DDTHH:MM' São Paulo */
  reservadaAte?: string;
}

/** What the invitation attached to an e-mail is built from (no names: the summary is made of the
 * payload's names, which an erasure replaces). */
export interface CalendarPayload {
  sessaoId: string;
  /** ISO instant of the start */
  inicio: string;
  duracaoMinutos: number;
  /** sessoes.calendar_sequence after the change */
  sequencia: number;
  /** meeting link or office address (invitations only) */
  local?: string;
  /** when the message was written: the invitation's DTSTAMP */
  emitidoEm: string;
  /** a session of an accepted series (issue 33): the series' one recurring event instead (and, for
   * a series moved to a new rule, the series it continues, now ending) */
  series?: (SeriesCalendarData & { local?: string })[];
}

export interface InAppText {
  titulo: string;
  mensagem: string;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  /** the calendar invitation (nodemailer's `icalEvent`): REQUEST adds or updates the session in the
   * recipient's calendar, CANCEL removes it */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

export interface RenderOptions {
  /** base URL of the site, no trailing slash (config.publicSiteUrl) */
  siteUrl: string;
  /** the notification's product path */
  link: string;
  /** the address the e-mail goes to (notificacoes.email_to): its invitation's ATTENDEE */
  para: string;
}

// ---------------------------------------------------------------- helpers

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML element content and double- or single-quoted attributes. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** The URL when it is an absolute http(s) URL without spaces or control characters; else undefined. */
export function safeHttpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (!/^https?:\/\/\S+$/i.test(trimmed) || [...trimmed].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return undefined;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

/** One line: no CR/LF (a subject is a header). */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').replace(/ {2,}/g, ' ').trim();

/** '04/02/2030 às 09:00' */
export function whenText(date: string | undefined, time: string | undefined): string {
  const d = formatDate(date ?? '');
  return time ? `${d} às ${time}` : d;
}

const modalityText = (m: SessionFormat) => (m === 'presencial' ? 'presencial' : 'online');

/** The name, or a neutral word when it must not (or cannot) be shown. */
const nameOr = (name: string, fallback: string) => (name.trim() ? name.trim() : fallback);

// ---------------------------------------------------------------- the messages

interface Detail {
  label: string;
  value: string;
  /** an http(s) URL the value links to */
  href?: string;
}

interface Definition {
  titulo: (p: NotificationPayload) => string;
  /** one or two sentences: the in-app message and the e-mail's first paragraph */
  mensagem: (p: NotificationPayload) => string;
  assunto: (p: NotificationPayload) => string;
  /** the session's facts, as a small table in the e-mail */
  detalhes?: (p: NotificationPayload) => Detail[];
  /** further paragraphs of the e-mail */
  extra?: (p: NotificationPayload) => string[];
  /** the label of the button back to the product */
  botao: string | ((p: NotificationPayload) => string);
}

function sessionDetails(p: NotificationPayload, withAccess: boolean): Detail[] {
  const rows: Detail[] = [
    { label: 'Data', value: formatDate(p.data) },
    { label: 'Horário', value: p.hora },
    { label: 'Duração', value: `${p.duracaoMinutos} minutos` },
    { label: 'Formato', value: p.modalidade === 'presencial' ? 'Presencial' : 'Online' },
  ];
  if (withAccess && p.modalidade === 'online' && p.linkReuniao) {
    const href = safeHttpUrl(p.linkReuniao);
    rows.push(href ? { label: 'Link da sessão', value: href, href } : { label: 'Link da sessão', value: p.linkReuniao });
  }
  if (withAccess && p.modalidade === 'presencial' && p.endereco) rows.push({ label: 'Endereço', value: p.endereco });
  return rows;
}

/** How the client reaches a confirmed session, when the details do not say it yet. */
function accessHint(p: NotificationPayload): string[] {
  if (p.modalidade === 'online' && !p.linkReuniao) {
    return ['O link da sessão aparecerá na sua área do Acolhe assim que o(a) terapeuta o cadastrar.'];
  }
  if (p.modalidade === 'presencial' && !p.endereco) return ['Confirme o endereço do consultório com o(a) terapeuta.'];
  return [];
}

/** A reminder read by the therapist (reminders go to both sides with one payload shape). */
const forTherapist = (p: NotificationPayload) => p.destinatarioTipo === 'terapeuta';
/** 'sua sessão com Helena Prado' / 'sua sessão' when the other side's name must not be shown */
const yourSession = (p: NotificationPayload) => {
  const other = (forTherapist(p) ? p.cliente : p.terapeuta).trim();
  return other ? `sua sessão com ${other}` : 'sua sessão';
};
const reminderButton = (p: NotificationPayload) => (forTherapist(p) ? 'Ver minha agenda' : 'Ver minhas sessões');
/** The client's reminder says how to get in; the therapist's only what and when — plus the room's
 * link when the session is in the Acolhe room (their own link they already know). */
const reminderDetails = (p: NotificationPayload) => sessionDetails(p, !forTherapist(p) || p.salaDoAcolhe === true);
const reminderExtra = (p: NotificationPayload) => (forTherapist(p) ? [] : accessHint(p));

/** A series' new rule asked for: 'às terças-feiras, às 11:00, a partir de 12/02/2030'. */
const newRuleText = (p: NotificationPayload) => {
  const first = p.novaData ?? p.data;
  return `${onWeekdays(dayOfWeekOf(first))}, às ${p.novaHora ?? p.hora}, a partir de ${formatDate(first)}`;
};

/** 'toda segunda às 10:40, a partir de 30/11/2026': the series' rule, inside a sentence. */
const seriesRule = (serie: SeriesTerms) => {
  const rule = seriesDescriptionParts(serie)[0]!;
  return rule.charAt(0).toLowerCase() + rule.slice(1);
};
/** The whole of what the series commits to, one paragraph (shared-domain's wording). */
const seriesTermsParagraph = (serie: SeriesTerms) => `A série: ${seriesDescriptionParts(serie).join(' · ')}.`;

/** ' até 14:30' (the same day as the session) or ' até 12/03/2030 às 14:30'; '' without a time. */
const heldUntilText = (p: NotificationPayload) => {
  if (!p.reservadaAte) return '';
  const [date, time] = [p.reservadaAte.slice(0, 10), p.reservadaAte.slice(11, 16)];
  return date === p.data ? ` até ${time}` : ` até ${formatDate(date)} às ${time}`;
};

const LATE_NOTE = `O cancelamento foi feito com menos de ${FREE_CANCELLATION_TEXT} de antecedência.`;
const CANCEL_POLICY = `Se precisar cancelar, faça isso pela sua área com pelo menos ${FREE_CANCELLATION_TEXT} de antecedência.`;

const DEFINITIONS: Record<NotificationType, Definition> = {
  // ---- to the therapist
  'sessao-solicitada': {
    titulo: (p) => (p.serie ? 'Nova solicitação de série de sessões' : 'Nova solicitação de sessão'),
    mensagem: (p) =>
      p.serie
        ? `${nameOr(p.cliente, 'Um cliente')} pediu uma série de sessões ${modalityText(p.modalidade)}, ${seriesRule(p.serie)}.`
        : `${nameOr(p.cliente, 'Um cliente')} pediu uma sessão ${modalityText(p.modalidade)} em ${whenText(p.data, p.hora)}.`,
    assunto: (p) => (p.serie ? `Nova solicitação de série: ${seriesRule(p.serie)}` : `Nova solicitação de sessão: ${whenText(p.data, p.hora)}`),
    detalhes: (p) => sessionDetails(p, false),
    extra: (p) =>
      p.serie
        ? [
            seriesTermsParagraph(p.serie),
            'Confirmar aceita a série toda; recusar recusa a série toda. Confirme ou recuse na sua área do Acolhe. Enquanto você não responde, o primeiro horário fica reservado.',
          ]
        : ['Confirme ou recuse o pedido na sua área do Acolhe. Enquanto você não responde, o horário fica reservado.'],
    botao: 'Responder à solicitação',
  },
  'sessao-cancelada-pelo-cliente': {
    titulo: (p) => (p.eraSolicitacao ? 'Solicitação cancelada' : 'Sessão cancelada pelo cliente'),
    mensagem: (p) =>
      `${nameOr(p.cliente, 'O cliente')} cancelou ${p.eraSolicitacao ? 'a solicitação de sessão' : 'a sessão'} de ${whenText(p.data, p.hora)}.` +
      (p.cancelamentoTardio ? ` ${LATE_NOTE}` : ''),
    assunto: (p) => `${p.eraSolicitacao ? 'Solicitação cancelada' : 'Sessão cancelada'}: ${whenText(p.data, p.hora)}`,
    extra: () => ['O horário voltou a ficar livre na sua agenda.'],
    botao: 'Ver minha agenda',
  },
  'sessao-remarcada-pelo-cliente': {
    titulo: () => 'Pedido de novo horário',
    mensagem: (p) =>
      `${nameOr(p.cliente, 'O cliente')} pediu para mudar a sessão de ${whenText(p.dataAnterior, p.horaAnterior)} para ${whenText(p.data, p.hora)}.`,
    assunto: (p) => `Pedido de novo horário: ${whenText(p.data, p.hora)}`,
    detalhes: (p) => sessionDetails(p, false),
    extra: () => ['Confirme ou recuse o novo horário na sua área do Acolhe. O horário anterior já está livre.'],
    botao: 'Responder ao pedido',
  },
  'cliente-excluiu-conta': {
    titulo: () => 'Sessão cancelada',
    mensagem: (p) => `A sessão de ${whenText(p.data, p.hora)} foi cancelada porque o cliente excluiu a conta no Acolhe.`,
    assunto: (p) => `Sessão cancelada: ${whenText(p.data, p.hora)}`,
    extra: () => ['O horário voltou a ficar livre na sua agenda.'],
    botao: 'Ver minha agenda',
  },
  // ---- to the client
  'sessao-confirmada': {
    titulo: (p) => (p.serie ? 'Série confirmada' : 'Sessão confirmada'),
    mensagem: (p) =>
      p.serie
        ? `${nameOr(p.terapeuta, 'O(a) terapeuta')} confirmou sua série de sessões ${modalityText(p.modalidade)}, ${seriesRule(p.serie)}.`
        : `${nameOr(p.terapeuta, 'O(a) terapeuta')} confirmou sua sessão ${modalityText(p.modalidade)} de ${whenText(p.data, p.hora)}.`,
    assunto: (p) => (p.serie ? `Série confirmada: ${seriesRule(p.serie)}` : `Sessão confirmada: ${whenText(p.data, p.hora)}`),
    detalhes: (p) => sessionDetails(p, true),
    extra: (p) => [...(p.serie ? [seriesTermsParagraph(p.serie)] : []), ...accessHint(p), CANCEL_POLICY],
    botao: 'Ver minhas sessões',
  },
  'sessao-recusada': {
    titulo: () => 'Solicitação não aceita',
    mensagem: (p) => `${nameOr(p.terapeuta, 'O(a) terapeuta')} não pôde aceitar sua solicitação de sessão de ${whenText(p.data, p.hora)}.`,
    assunto: (p) => `Solicitação não aceita: ${whenText(p.data, p.hora)}`,
    extra: (p) => [
      ...(p.motivoRecusa ? [`Motivo informado: ${p.motivoRecusa}`] : []),
      'Você pode escolher outro horário na agenda do(a) terapeuta ou procurar outro profissional no Acolhe.',
    ],
    botao: 'Escolher outro horário',
  },
  'sessao-cancelada-pelo-terapeuta': {
    titulo: () => 'Sessão cancelada',
    mensagem: (p) =>
      `${nameOr(p.terapeuta, 'O(a) terapeuta')} cancelou ${p.eraSolicitacao ? 'sua solicitação de sessão' : 'sua sessão'} de ${whenText(p.data, p.hora)}.`,
    assunto: (p) => `Sessão cancelada: ${whenText(p.data, p.hora)}`,
    extra: () => ['Se quiser, escolha outro horário na agenda do(a) terapeuta.'],
    botao: 'Ver minhas sessões',
  },
  'sessao-remarcada-pelo-terapeuta': {
    titulo: () => 'Sessão remarcada',
    mensagem: (p) =>
      `${nameOr(p.terapeuta, 'O(a) terapeuta')} mudou sua sessão de ${whenText(p.dataAnterior, p.horaAnterior)} para ${whenText(p.data, p.hora)}.`,
    assunto: (p) => `Sessão remarcada: ${whenText(p.data, p.hora)}`,
    detalhes: (p) => sessionDetails(p, p.status === 'CONFIRMED'),
    extra: (p) =>
      p.status === 'CONFIRMED'
        ? [...accessHint(p), 'Se o novo horário não servir, você pode cancelar a sessão pela sua área.']
        : ['A solicitação continua aguardando a confirmação do(a) terapeuta.'],
    botao: 'Ver minhas sessões',
  },
  'sessao-concluida': {
    titulo: () => 'Como foi sua sessão?',
    mensagem: (p) => `Sua sessão com ${nameOr(p.terapeuta, 'o(a) terapeuta')} em ${formatDate(p.data)} foi concluída.`,
    assunto: (p) => (p.terapeuta.trim() ? `Como foi sua sessão com ${p.terapeuta.trim()}?` : 'Como foi sua sessão?'),
    extra: () => ['Conte como foi: sua avaliação ajuda outras pessoas a escolher com confiança. Leva menos de um minuto.'],
    botao: 'Avaliar a sessão',
  },
  'terapeuta-excluiu-conta': {
    titulo: () => 'Sessão cancelada',
    mensagem: (p) => `Sua sessão de ${whenText(p.data, p.hora)} foi cancelada porque o(a) terapeuta encerrou a conta no Acolhe.`,
    assunto: (p) => `Sessão cancelada: ${whenText(p.data, p.hora)}`,
    extra: () => ['Você pode procurar outro profissional na busca do Acolhe.'],
    botao: 'Buscar terapeutas',
  },
  'link-da-sessao-alterado': {
    titulo: () => 'Novo link da sessão',
    mensagem: (p) => `${nameOr(p.terapeuta, 'O(a) terapeuta')} atualizou o link da sua sessão de ${whenText(p.data, p.hora)}.`,
    assunto: (p) => `Novo link da sessão: ${whenText(p.data, p.hora)}`,
    detalhes: (p) => sessionDetails(p, true),
    extra: (p) => [
      p.linkSubstituido === false
        ? 'Use este link para entrar na sessão no horário marcado.'
        : 'Use este link para entrar na sessão no horário marcado. O link anterior não vale mais.',
    ],
    botao: 'Ver minhas sessões',
  },
  // ---- to the client, about what they did themselves
  'solicitacao-enviada': {
    titulo: (p) => (p.serie ? 'Solicitação de série enviada' : 'Solicitação enviada'),
    mensagem: (p) =>
      p.serie
        ? `Sua solicitação de uma série de sessões ${modalityText(p.modalidade)} com ${nameOr(p.terapeuta, 'o(a) terapeuta')}, ${seriesRule(p.serie)}, foi enviada.`
        : `Sua solicitação de sessão ${modalityText(p.modalidade)} com ${nameOr(p.terapeuta, 'o(a) terapeuta')} em ${whenText(p.data, p.hora)} foi enviada.`,
    assunto: (p) => (p.serie ? `Solicitação de série enviada: ${seriesRule(p.serie)}` : `Solicitação enviada: ${whenText(p.data, p.hora)}`),
    detalhes: (p) => sessionDetails(p, false),
    extra: (p) => [
      ...(p.serie ? [seriesTermsParagraph(p.serie), 'O(a) terapeuta aceita ou recusa a série toda.'] : []),
      'O horário fica reservado para você enquanto o(a) terapeuta não responde. Você receberá um e-mail quando ele(a) confirmar ou recusar.',
      'Nenhum valor é cobrado pelo Acolhe: o pagamento é combinado com o(a) terapeuta.',
    ],
    botao: 'Ver minhas sessões',
  },
  'remarcacao-enviada': {
    titulo: () => 'Pedido de novo horário enviado',
    mensagem: (p) =>
      `Você pediu para mudar sua sessão com ${nameOr(p.terapeuta, 'o(a) terapeuta')} de ${whenText(p.dataAnterior, p.horaAnterior)} para ${whenText(p.data, p.hora)}.`,
    assunto: (p) => `Pedido de novo horário enviado: ${whenText(p.data, p.hora)}`,
    detalhes: (p) => sessionDetails(p, false),
    extra: (p) => [
      `O horário anterior (${whenText(p.dataAnterior, p.horaAnterior)}) foi liberado e não está mais reservado para você.`,
      p.eraConfirmada
        ? 'A sessão volta a aguardar a confirmação do(a) terapeuta e saiu do seu calendário; quando ele(a) confirmar o novo horário, você recebe o convite de novo.'
        : 'O novo horário aguarda a confirmação do(a) terapeuta.',
      'Se ele(a) não puder aceitar, você poderá escolher outro horário.',
    ],
    botao: 'Ver minhas sessões',
  },
  'cancelamento-registrado': {
    titulo: (p) => (p.eraSolicitacao ? 'Solicitação cancelada' : 'Sessão cancelada'),
    mensagem: (p) =>
      `Você cancelou ${p.eraSolicitacao ? 'sua solicitação de sessão' : 'sua sessão'} com ${nameOr(p.terapeuta, 'o(a) terapeuta')} de ${whenText(p.data, p.hora)}.` +
      (p.cancelamentoTardio ? ` ${LATE_NOTE}` : ''),
    assunto: (p) => `${p.eraSolicitacao ? 'Solicitação cancelada' : 'Sessão cancelada'}: ${whenText(p.data, p.hora)}`,
    extra: () => ['O(a) terapeuta foi avisado(a). Se quiser, escolha outro horário na agenda dele(a).'],
    botao: 'Ver minhas sessões',
  },
  // ---- to both sides of a series (issue 33): dates of the rule that could not be made
  'serie-datas-puladas': {
    titulo: () => 'Datas da série que não foram agendadas',
    mensagem: (p) => {
      const n = p.datasPuladas?.length ?? 0;
      const who = forTherapist(p) ? `com ${nameOr(p.cliente, 'o(a) cliente')}` : `com ${nameOr(p.terapeuta, 'o(a) terapeuta')}`;
      return `Na série de sessões ${who} iniciada em ${whenText(p.data, p.hora)}, ${n === 1 ? '1 data não pôde ser agendada' : `${n} datas não puderam ser agendadas`}: ${(p.datasPuladas ?? []).map((d) => `${formatDate(d.data)} (${d.motivo})`).join('; ')}.`;
    },
    assunto: () => 'Série de sessões: datas não agendadas',
    extra: (p) =>
      forTherapist(p)
        ? ['As demais datas da série seguem confirmadas na sua agenda.']
        : ['As demais datas da série seguem confirmadas. Se quiser, escolha outro horário para essas datas na agenda do(a) terapeuta.'],
    botao: (p) => (forTherapist(p) ? 'Ver minha agenda' : 'Ver minhas sessões'),
  },
  'serie-encerrada': {
    titulo: () => 'Série de sessões encerrada',
    mensagem: (p) =>
      `A série de sessões ${forTherapist(p) ? `com ${nameOr(p.cliente, 'o(a) cliente')}` : `com ${nameOr(p.terapeuta, 'o(a) terapeuta')}`} às ${p.hora} foi encerrada a partir de ${formatDate(p.aPartirDe ?? p.data)}${
        p.quantidade ? `: ${p.quantidade === 1 ? '1 sessão foi cancelada' : `${p.quantidade} sessões foram canceladas`}` : ''
      }.`,
    assunto: (p) => `Série de sessões encerrada a partir de ${formatDate(p.aPartirDe ?? p.data)}`,
    extra: (p) => (forTherapist(p) ? ['Os horários voltaram a ficar livres na sua agenda.'] : ['As sessões anteriores a essa data continuam como estavam.']),
    botao: (p) => (forTherapist(p) ? 'Ver minha agenda' : 'Ver minhas sessões'),
  },
  'serie-movida': {
    titulo: (p) => (p.mudancaAceita ? 'Mudança da série aceita' : 'Série de sessões em novo horário'),
    mensagem: (p) =>
      `A série de sessões ${forTherapist(p) ? `com ${nameOr(p.cliente, 'o(a) cliente')}` : `com ${nameOr(p.terapeuta, 'o(a) terapeuta')}`} passa a ser às ${p.hora}, a partir de ${whenText(p.data, p.hora)}.`,
    assunto: (p) => `Série de sessões em novo horário a partir de ${formatDate(p.data)}`,
    extra: (p) => [
      ...(p.mudancaAceita ? [forTherapist(p) ? 'Você aceitou a mudança pedida pelo(a) cliente.' : `${nameOr(p.terapeuta, 'O(a) psicólogo(a)')} aceitou a mudança que você pediu.`] : []),
      'As sessões do horário anterior a partir dessa data foram canceladas.',
    ],
    botao: (p) => (forTherapist(p) ? 'Ver minha agenda' : 'Ver minhas sessões'),
  },
  // ---- to both sides of a client's request to move a series (issue 40)
  'serie-mudanca-solicitada': {
    titulo: (p) => (forTherapist(p) ? 'Pedido de mudança da série' : 'Mudança da série enviada'),
    mensagem: (p) =>
      forTherapist(p)
        ? `${nameOr(p.cliente, 'O(a) cliente')} pediu para mudar a série de sessões para acontecer ${newRuleText(p)}.`
        : `Você pediu para mudar a série de sessões com ${nameOr(p.terapeuta, 'o(a) psicólogo(a)')} para acontecer ${newRuleText(p)}.`,
    assunto: (p) => `Pedido de mudança da série a partir de ${formatDate(p.novaData ?? p.data)}`,
    extra: (p) =>
      forTherapist(p)
        ? ['A série continua como está até você responder. Aceite ou recuse a mudança na sua área do Acolhe.']
        : ['A série continua como está até o(a) psicólogo(a) responder. Se mudar de ideia, desista da mudança na sua área do Acolhe.'],
    botao: (p) => (forTherapist(p) ? 'Responder ao pedido' : 'Ver minhas sessões'),
  },
  'serie-mudanca-recusada': {
    titulo: () => 'Mudança da série recusada',
    mensagem: (p) =>
      forTherapist(p)
        ? `Você recusou o pedido de ${nameOr(p.cliente, 'o(a) cliente')} para mudar a série de sessões para acontecer ${newRuleText(p)}.`
        : `${nameOr(p.terapeuta, 'O(a) psicólogo(a)')} recusou a mudança da série de sessões para acontecer ${newRuleText(p)}.`,
    assunto: () => 'Mudança da série recusada',
    extra: () => ['A série continua como estava, no mesmo dia e horário.'],
    botao: (p) => (forTherapist(p) ? 'Ver minha agenda' : 'Ver minhas sessões'),
  },
  'serie-mudanca-retirada': {
    titulo: () => 'Pedido de mudança da série retirado',
    mensagem: (p) =>
      forTherapist(p)
        ? `${nameOr(p.cliente, 'O(a) cliente')} desistiu de mudar a série de sessões para acontecer ${newRuleText(p)}.`
        : `Você desistiu de mudar a série de sessões com ${nameOr(p.terapeuta, 'o(a) psicólogo(a)')} para acontecer ${newRuleText(p)}.`,
    assunto: () => 'Pedido de mudança da série retirado',
    extra: () => ['A série continua como estava, no mesmo dia e horário.'],
    botao: (p) => (forTherapist(p) ? 'Ver minha agenda' : 'Ver minhas sessões'),
  },
  // ---- to both sides of a request nobody answered in time
  'solicitacao-expirada': {
    titulo: () => 'Solicitação expirada',
    mensagem: (p) =>
      forTherapist(p)
        ? `A solicitação de ${nameOr(p.cliente, 'um cliente')} para ${whenText(p.data, p.hora)} expirou: ela não foi respondida dentro da antecedência mínima.`
        : `Sua solicitação de sessão com ${nameOr(p.terapeuta, 'o(a) terapeuta')} para ${whenText(p.data, p.hora)} expirou: o(a) terapeuta não respondeu a tempo.`,
    assunto: (p) => `Solicitação expirada: ${whenText(p.data, p.hora)}`,
    extra: (p) =>
      forTherapist(p)
        ? ['O horário voltou a ficar livre na sua agenda.']
        : ['Você pode escolher outro horário na agenda do(a) terapeuta ou procurar outro profissional no Acolhe.'],
    botao: (p) => (forTherapist(p) ? 'Ver minha agenda' : 'Escolher outro horário'),
  },
  // ---- payments (issue 34): the money goes straight to the therapist; these only report it
  'pagamento-informado': {
    titulo: () => 'Pagamento informado',
    mensagem: (p) => `${nameOr(p.cliente, 'O cliente')} informou que pagou a sessão de ${whenText(p.data, p.hora)}.`,
    assunto: (p) => `Pagamento informado: sessão de ${whenText(p.data, p.hora)}`,
    extra: () => ['Confira na sua conta e marque "Recebido" ou "Não recebi" na sua área do Acolhe.'],
    botao: 'Conferir o pagamento',
  },
  'pagamento-confirmado': {
    titulo: () => 'Pagamento recebido',
    mensagem: (p) => `${nameOr(p.terapeuta, 'O(a) terapeuta')} confirmou que recebeu o pagamento da sessão de ${whenText(p.data, p.hora)}.`,
    assunto: (p) => `Pagamento recebido: sessão de ${whenText(p.data, p.hora)}`,
    botao: 'Ver minhas sessões',
  },
  'pagamento-nao-recebido': {
    titulo: () => 'Pagamento não recebido',
    mensagem: (p) => `${nameOr(p.terapeuta, 'O(a) terapeuta')} ainda não recebeu o pagamento da sessão de ${whenText(p.data, p.hora)}.`,
    assunto: (p) => `Pagamento não recebido: sessão de ${whenText(p.data, p.hora)}`,
    extra: () => ['Confira o comprovante no seu banco. Se já pagou, fale com o(a) terapeuta; se não, pague pela sua área do Acolhe e marque "Já paguei" de novo.'],
    botao: 'Ver minhas sessões',
  },
  'lembrete-pagamento': {
    titulo: () => 'Pagamento da sessão pendente',
    mensagem: (p) => `A sessão com ${nameOr(p.terapeuta, 'o(a) terapeuta')} em ${whenText(p.data, p.hora)} ainda aparece sem pagamento.`,
    assunto: (p) => `Lembrete: pagamento da sessão de ${whenText(p.data, p.hora)}`,
    extra: () => ['Se já pagou, marque "Já paguei" na sua área do Acolhe. O pagamento vai direto para o(a) terapeuta; o Acolhe não cobra taxas.'],
    botao: 'Ver minhas sessões',
  },
  // ---- to the therapist, at a month's end (issue 34): Receita Saúde receipts still to issue
  'recibos-pendentes': {
    titulo: () => 'Recibos do Receita Saúde a emitir',
    mensagem: (p) =>
      `Até ${formatDate(p.data)}, ${p.quantidade === 1 ? '1 pagamento recebido ainda está' : `${p.quantidade ?? 0} pagamentos recebidos ainda estão`} sem recibo emitido no Receita Saúde.`,
    assunto: (p) => `Recibos do Receita Saúde a emitir (${monthLabel(p.data.slice(0, 7))})`,
    extra: () => [
      'Na aba Financeiro das suas configurações no Acolhe, cada pagamento traz os dados que o aplicativo Receita Saúde pede, com um botão para copiar cada um. Depois de emitir, marque "Recibo emitido no Receita Saúde".',
    ],
    botao: 'Abrir o Financeiro',
  },
  // ---- to the therapist, from the operators (issue 32; about no session)
  'verificacao-aprovada': {
    titulo: () => 'CRP verificado',
    mensagem: () => 'Conferimos seu CRP: seu perfil agora mostra "CRP verificado" e pode aparecer nas buscas do Acolhe.',
    assunto: () => 'Seu CRP foi verificado',
    extra: () => ['Para aparecer nas buscas, mantenha o perfil completo e a agenda com ao menos um dia aberto.'],
    botao: 'Ver meu perfil',
  },
  'verificacao-recusada': {
    titulo: () => 'Verificação do CRP recusada',
    mensagem: (p) => `Não conseguimos verificar seu CRP. Motivo: ${p.motivo ?? ''}`,
    assunto: () => 'Verificação do CRP recusada',
    extra: () => ['Corrija o que foi indicado e envie a verificação de novo nas configurações do seu perfil.'],
    botao: 'Enviar de novo',
  },
  'perfil-suspenso': {
    titulo: () => 'Perfil suspenso',
    mensagem: (p) => `Seu perfil foi suspenso pela equipe do Acolhe e não aparece nas buscas nem recebe novos agendamentos. Motivo: ${p.motivo ?? ''}`,
    assunto: () => 'Seu perfil no Acolhe foi suspenso',
    // the channel named (issue 44: 'responda pelo suporte' named none), the same the area shows
    extra: () => ['As sessões já confirmadas continuam marcadas; as solicitações pendentes foram recusadas.', MODERACAO_MSG.contatoSuporte],
    botao: 'Ver minha área',
  },
  // ---- to the therapist, about an external calendar (issue 45; `data`/`hora`: since when)
  'calendario-externo-falhou': {
    titulo: () => 'Calendário externo com erro',
    mensagem: (p) =>
      `Não conseguimos ler seu calendário externo ${p.calendarioExterno ?? ''} desde ${whenText(p.data, p.hora)}: ${p.motivo ?? ''} Os horários que ele já bloqueava continuam bloqueados, mas compromissos novos dele não bloqueiam horários no Acolhe.`,
    assunto: () => 'Seu calendário externo não está sincronizando',
    extra: () => ['Confira o endereço, o usuário ou a senha de app em Configurações → Calendários externos e use "Sincronizar agora". Avisamos uma vez; quando voltar a funcionar, nada muda para você.'],
    botao: 'Ver calendários externos',
  },
  'perfil-reativado': {
    titulo: () => 'Perfil reativado',
    mensagem: () => 'Seu perfil foi reativado pela equipe do Acolhe e volta a receber agendamentos.',
    assunto: () => 'Seu perfil no Acolhe foi reativado',
    botao: 'Ver minha área',
  },
  // ---- to the client of a confirmed session whose therapist was suspended (issue 32)
  'terapeuta-suspenso': {
    titulo: () => 'Aviso sobre o(a) seu(sua) terapeuta',
    mensagem: (p) =>
      `O perfil de ${nameOr(p.terapeuta, 'seu(sua) terapeuta')} foi suspenso pela equipe do Acolhe. Sua sessão de ${whenText(p.data, p.hora)} continua confirmada.`,
    assunto: (p) => `Aviso sobre sua sessão de ${whenText(p.data, p.hora)}`,
    extra: () => ['Se preferir, você pode cancelar a sessão pela sua área do Acolhe ou procurar outro profissional.'],
    botao: 'Ver minhas sessões',
  },
  // ---- to the author of a review an operator hid (issue 32)
  'avaliacao-ocultada': {
    titulo: () => 'Sua avaliação foi ocultada',
    mensagem: (p) => `Sua avaliação de ${nameOr(p.terapeuta, 'um(a) terapeuta')}, de ${formatDate(p.data)}, foi ocultada do perfil pela equipe do Acolhe após uma denúncia.`,
    assunto: () => 'Sua avaliação foi ocultada',
    extra: (p) => [
      ...(p.motivoOcultacao ? [`Motivo: ${p.motivoOcultacao}`] : []),
      'Ela não aparece mais no perfil nem conta na nota. Se quiser, você pode excluí-la; avaliações devem seguir as regras de uso do Acolhe.',
    ],
    botao: 'Ver o perfil',
  },
  'espera-oferta': {
    titulo: () => 'Um horário da sua lista de espera abriu',
    mensagem: (p) =>
      `Abriu um horário com ${nameOr(p.terapeuta, 'o(a) terapeuta')} em ${whenText(p.data, p.hora)}, e ele está reservado para você${heldUntilText(p)}.`,
    assunto: (p) => `Horário reservado para você: ${whenText(p.data, p.hora)}`,
    detalhes: (p) => [
      { label: 'Data', value: formatDate(p.data) },
      { label: 'Horário', value: p.hora },
      ...(p.reservadaAte ? [{ label: 'Reservado até', value: `${formatDate(p.reservadaAte.slice(0, 10))} às ${p.reservadaAte.slice(11, 16)}` }] : []),
    ],
    extra: () => [
      'Aceite na sua área do Acolhe para ficar com o horário, ou recuse para que ele vá para a próxima pessoa da lista. Se você não responder a tempo, ele passa para a próxima pessoa.',
    ],
    botao: 'Ver a oferta',
  },
  'espera-oferta-retirada': {
    titulo: () => 'O horário reservado para você não está mais disponível',
    mensagem: (p) =>
      `O horário com ${nameOr(p.terapeuta, 'o(a) terapeuta')} em ${whenText(p.data, p.hora)}, que estava reservado para você, foi fechado na agenda e não está mais disponível. Você continua na lista de espera, no mesmo lugar.`,
    assunto: (p) => `Horário não está mais disponível: ${whenText(p.data, p.hora)}`,
    detalhes: (p) => [
      { label: 'Data', value: formatDate(p.data) },
      { label: 'Horário', value: p.hora },
    ],
    extra: () => ['Quando outro horário que combine com você abrir, avisaremos por aqui e por e-mail.'],
    botao: 'Ver minha lista de espera',
  },
  // ---- to both sides of a confirmed session
  'lembrete-24h': {
    titulo: () => 'Sua sessão é amanhã',
    mensagem: (p) => `Lembrete: ${yourSession(p)} é amanhã, ${whenText(p.data, p.hora)}.`,
    assunto: (p) => `Lembrete: sua sessão é amanhã, ${whenText(p.data, p.hora)}`,
    detalhes: reminderDetails,
    extra: (p) => [...reminderExtra(p), ...(forTherapist(p) ? [] : ['Se não puder comparecer, avise o(a) terapeuta pela sua área do Acolhe.'])],
    botao: reminderButton,
  },
  'lembrete-1h': {
    titulo: () => 'Sua sessão começa em 1 hora',
    mensagem: (p) => `Lembrete: ${yourSession(p)} começa em 1 hora, ${whenText(p.data, p.hora)}.`,
    assunto: (p) => `Lembrete: sua sessão começa em 1 hora, ${whenText(p.data, p.hora)}`,
    detalhes: reminderDetails,
    extra: reminderExtra,
    botao: reminderButton,
  },
};


/** The invitation a message carries (the service put `calendario` in its payload), for the
 * recipient: the event is named after the other side, and says where to go back in Acolhe. */
export function calendarInviteOf(tipo: string, payload: NotificationPayload, options: RenderOptions): EmailContent['icalEvent'] {
  const c = payload.calendario;
  if (!c) return undefined;
  if (c.series && c.series.length > 0) return seriesInviteOf(c.series, payload, options, new Date(c.emitidoEm));
  // CANCEL for a cancellation, a decline or a client's move (cancelling.ts); REQUEST otherwise
  const method = isCancelling(tipo) ? 'CANCEL' : 'REQUEST';
  const other = payload.terapeuta.trim() || payload.cliente.trim();
  const attendee = attendeeOf(payload, options);
  if (!attendee) return undefined;
  const content = buildInvite(
    {
      sessaoId: c.sessaoId,
      inicio: c.inicio,
      duracaoMinutos: c.duracaoMinutos,
      sequencia: c.sequencia,
      resumo: sessionSummary(other),
      ...(c.local ? { local: c.local.startsWith('/') ? siteLink(options.siteUrl, c.local) : c.local } : {}),
      descricao: `Sessão marcada pelo Acolhe.\nDetalhes, remarcação e cancelamento: ${siteLink(options.siteUrl, options.link)}`,
    },
    method,
    new Date(c.emitidoEm),
    attendee,
  );
  return { method, filename: calendarFileName(payload.data), content };
}

/** The invitation's ATTENDEE: the e-mail's recipient (RFC 5546 asks it of REQUEST and CANCEL);
 * without an address there is no e-mail, so no invitation either. */
function attendeeOf(payload: NotificationPayload, options: RenderOptions): CalendarAttendee | undefined {
  const email = options.para.trim();
  return email ? { email, name: payload.destinatario } : undefined;
}

/** The invitation of a series' event(s): REQUEST while an occurrence takes place (the EXDATEs, the
 * overrides and UNTIL say what changed, SEQUENCE that it is newer), CANCEL when none does. */
function seriesInviteOf(series: NonNullable<CalendarPayload['series']>, payload: NotificationPayload, options: RenderOptions, stamp: Date): EmailContent['icalEvent'] {
  const other = payload.terapeuta.trim() || payload.cliente.trim();
  const events = series.map((d) => seriesEventFrom(d, sessionSummary(other), seriesDescription(siteLink(options.siteUrl, options.link)), d.local?.startsWith('/') ? siteLink(options.siteUrl, d.local) : d.local));
  const method = events.every((e) => e.cancelada) ? 'CANCEL' : 'REQUEST';
  const attendee = attendeeOf(payload, options);
  if (!attendee) return undefined;
  const content = buildCalendar([], { method, stamp, attendee }, events);
  return { method, filename: seriesFileName(series[series.length - 1]!.inicio), content };
}

function definitionOf(tipo: string): Definition {
  const definition = (DEFINITIONS as Record<string, Definition | undefined>)[tipo];
  if (!definition) throw new Error(`tipo de notificação desconhecido: ${tipo}`);
  return definition;
}

/** The in-app title and message (stored on the row when it is written). */
export function inAppText(tipo: NotificationType, payload: NotificationPayload): InAppText {
  const d = definitionOf(tipo);
  return { titulo: oneLine(d.titulo(payload)), mensagem: oneLine(d.mensagem(payload)) };
}

/** Moved to lib/links.ts (the calendars use it too); still exported here for the callers not yet changed. */
export { siteLink };

const FOOTER = 'Você recebeu esta mensagem porque tem uma conta no Acolhe. Este é um e-mail automático: respostas a ele não são lidas.';

/** The e-mail of a notification: pt-BR subject, plain text and inline-styled HTML. */
export function renderEmail(tipo: string, payload: NotificationPayload, options: RenderOptions): EmailContent {
  const d = definitionOf(tipo);
  const url = siteLink(options.siteUrl, options.link);
  // the Acolhe room's link is a path of the site ('/sessao/{id}/sala'): absolute in the e-mail
  if (payload.linkReuniao?.startsWith('/')) payload = { ...payload, linkReuniao: siteLink(options.siteUrl, payload.linkReuniao) };
  const greeting = payload.destinatario.trim() ? `Olá, ${payload.destinatario.trim()}!` : 'Olá!';
  const lead = oneLine(d.mensagem(payload));
  const details = d.detalhes?.(payload) ?? [];
  const extra = d.extra?.(payload) ?? [];
  const titulo = oneLine(d.titulo(payload));
  const botao = typeof d.botao === 'function' ? d.botao(payload) : d.botao;

  const text = [
    greeting,
    '',
    lead,
    ...(details.length ? ['', ...details.map((r) => `${r.label}: ${r.value}`)] : []),
    ...extra.flatMap((p) => ['', p]),
    '',
    `${botao}: ${url}`,
    '',
    '—',
    'Acolhe',
    FOOTER,
    '',
  ].join('\n');

  const font = "font-family:Arial,Helvetica,sans-serif;";
  const paragraph = (s: string) => `<p style="margin:0 0 16px;${font}font-size:16px;line-height:24px;color:#1f2933;">${escapeHtml(s)}</p>`;
  const detailRows = details
    .map((r) => {
      const value = r.href
        ? `<a href="${escapeHtml(r.href)}" style="color:${BRAND_COLOR};text-decoration:underline;word-break:break-all;">${escapeHtml(r.value)}</a>`
        : escapeHtml(r.value);
      return (
        `<tr><td style="padding:6px 12px 6px 0;${font}font-size:14px;color:#52606d;vertical-align:top;white-space:nowrap;">${escapeHtml(r.label)}</td>` +
        `<td style="padding:6px 0;${font}font-size:14px;color:#1f2933;font-weight:bold;">${value}</td></tr>`
      );
    })
    .join('');
  const html = [
    '<!DOCTYPE html>',
    '<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(titulo)}</title></head>`,
    '<body style="margin:0;padding:0;background-color:#f4f7f6;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:#f4f7f6;padding:24px 0;"><tr><td align="center">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background-color:#ffffff;border-radius:8px;overflow:hidden;">',
    `<tr><td style="background-color:${BRAND_COLOR};padding:20px 32px;${font}font-size:22px;font-weight:bold;color:#ffffff;">Acolhe</td></tr>`,
    '<tr><td style="padding:32px;">',
    `<h1 style="margin:0 0 16px;${font}font-size:20px;line-height:28px;color:${BRAND_COLOR};">${escapeHtml(titulo)}</h1>`,
    paragraph(greeting),
    paragraph(lead),
    details.length ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">${detailRows}</table>` : '',
    ...extra.map(paragraph),
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 0;"><tr><td style="border-radius:6px;background-color:${BRAND_COLOR};">`,
    `<a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;${font}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(botao)}</a>`,
    '</td></tr></table>',
    '</td></tr>',
    `<tr><td style="padding:16px 32px 24px;border-top:1px solid #e4e7eb;${font}font-size:12px;line-height:18px;color:#7b8794;">${escapeHtml(FOOTER)}</td></tr>`,
    '</table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('');

  const icalEvent = calendarInviteOf(tipo, payload, options);
  return { subject: oneLine(d.assunto(payload)), text, html, ...(icalEvent ? { icalEvent } : {}) };
}
