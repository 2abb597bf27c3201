import { NOTIFICATION_TYPES, SUPORTE_EMAIL, type NotificationType } from '@acolhe/shared-domain';
import { BRAND_COLOR, escapeHtml, inAppText, renderEmail, safeHttpUrl, type NotificationPayload } from './templates';

const base: NotificationPayload = {
  destinatario: 'Helena',
  terapeuta: 'Helena Prado',
  cliente: 'Rafael Lima',
  data: '2030-02-04',
  hora: '09:00',
  duracaoMinutos: 50,
  modalidade: 'online',
  status: 'PENDING',
};
const site = { siteUrl: 'https://acolhe.com.br', link: '/usuario/t-1', para: 'destinatario@teste' };

describe('notification templates', () => {
  describe('helpers', () => {
    it('escapes HTML, attributes included', () => {
      expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;');
      expect(escapeHtml(undefined)).toBe('');
    });
    it('keeps only absolute http(s) URLs as links', () => {
      expect(safeHttpUrl('https://meet.exemplo/abc?x=1')).toBe('https://meet.exemplo/abc?x=1');
      expect(safeHttpUrl(' http://zoom.us/j/1 ')).toBe('http://zoom.us/j/1');
      for (const bad of ['javascript:alert(1)', 'data:text/html,<b>', '//evil.example', 'meet.exemplo', 'https://a b', 'https://a\u0000b', '']) {
        expect(safeHttpUrl(bad)).toBeUndefined();
      }
    });
  });

  /** the operators' decisions to the therapist (issue 32): about no session, so no date */
  const OPERATORS_DECISIONS = ['verificacao-aprovada', 'verificacao-recusada', 'perfil-suspenso', 'perfil-reativado'] as const;

  it.each(OPERATORS_DECISIONS.map((t) => [t] as const))('%s: pt-BR texts in every part, the reason when there is one, a link back', (tipo) => {
    const payload: NotificationPayload = { ...base, data: '', hora: '', destinatarioTipo: 'terapeuta', motivo: 'O número do CRP não confere.' };
    const inApp = inAppText(tipo, payload);
    expect(inApp.titulo.length).toBeGreaterThan(3);
    if (tipo === 'verificacao-recusada' || tipo === 'perfil-suspenso') expect(inApp.mensagem).toContain('O número do CRP não confere.');
    expect(inApp.mensagem).not.toMatch(/undefined|null|NaN/);
    const email = renderEmail(tipo, payload, site);
    expect(email.subject).not.toMatch(/[\r\n]|undefined/);
    expect(email.text).toContain(inApp.mensagem);
    expect(email.text).toContain('https://acolhe.com.br/usuario/t-1');
    expect(email.html).toContain(escapeHtml(inApp.titulo));
    expect(email.html).not.toMatch(/undefined|NaN|<script/);
    // the suspension names the support channel it sends them to (issue 44), in both parts
    if (tipo === 'perfil-suspenso') {
      expect(email.text).toContain(SUPORTE_EMAIL);
      expect(email.html).toContain(SUPORTE_EMAIL);
    }
  });

  it.each(NOTIFICATION_TYPES.filter((t) => !(OPERATORS_DECISIONS as readonly string[]).includes(t)).map((t) => [t] as const))('%s: pt-BR texts in every part, with the date as dd/MM/yyyy and a link back', (tipo: NotificationType) => {
    const payload = { ...base, dataAnterior: '2030-02-01', horaAnterior: '15:30' };
    const inApp = inAppText(tipo, payload);
    expect(inApp.titulo.length).toBeGreaterThan(3);
    expect(inApp.mensagem).toContain('04/02/2030');
    expect(inApp.mensagem).not.toMatch(/2030-02-04|undefined|null|NaN/);
    const email = renderEmail(tipo, payload, site);
    expect(email.subject).not.toMatch(/[\r\n]|undefined/);
    expect(email.text).toContain(inApp.mensagem);
    expect(email.text).toContain('https://acolhe.com.br/usuario/t-1');
    expect(email.text).not.toMatch(/undefined|null|NaN|2030-02-04/);
    expect(email.html).toContain('<html lang="pt-BR">');
    expect(email.html).toContain(BRAND_COLOR);
    expect(email.html).toContain('href="https://acolhe.com.br/usuario/t-1"');
    expect(email.html).toContain(escapeHtml(inApp.titulo));
    expect(email.html).not.toMatch(/undefined|NaN|2030-02-04/);
    // only inline styles: no <style> block, no external resource
    expect(email.html).not.toMatch(/<style|<link|<script|src=/i);
  });

  it('a new request, to the therapist', () => {
    const email = renderEmail('sessao-solicitada', { ...base, terapeuta: '' }, site);
    expect(email.subject).toBe('Nova solicitação de sessão: 04/02/2030 às 09:00');
    expect(email.text).toBe(
      [
        'Olá, Helena!',
        '',
        'Rafael Lima pediu uma sessão online em 04/02/2030 às 09:00.',
        '',
        'Data: 04/02/2030',
        'Horário: 09:00',
        'Duração: 50 minutos',
        'Formato: Online',
        '',
        'Confirme ou recuse o pedido na sua área do Acolhe. Enquanto você não responde, o horário fica reservado.',
        '',
        'Responder à solicitação: https://acolhe.com.br/usuario/t-1',
        '',
        '—',
        'Acolhe',
        'Você recebeu esta mensagem porque tem uma conta no Acolhe. Este é um e-mail automático: respostas a ele não são lidas.',
        '',
      ].join('\n'),
    );
    expect(inAppText('sessao-solicitada', base)).toEqual({
      titulo: 'Nova solicitação de sessão',
      mensagem: 'Rafael Lima pediu uma sessão online em 04/02/2030 às 09:00.',
    });
  });

  describe('a confirmation, to the client', () => {
    const confirmed: NotificationPayload = { ...base, destinatario: 'Rafael', cliente: '', status: 'CONFIRMED' };
    it('online with the meeting link, as a link', () => {
      const email = renderEmail('sessao-confirmada', { ...confirmed, linkReuniao: 'https://meet.exemplo/abc' }, { ...site, link: '/cliente/c-1' });
      expect(email.subject).toBe('Sessão confirmada: 04/02/2030 às 09:00');
      expect(email.text).toContain('Helena Prado confirmou sua sessão online de 04/02/2030 às 09:00.');
      expect(email.text).toContain('Link da sessão: https://meet.exemplo/abc');
      expect(email.text).toContain('pelo menos 24 horas de antecedência');
      expect(email.html).toContain('<a href="https://meet.exemplo/abc"');
      expect(email.html).not.toContain('O link da sessão aparecerá');
    });
    it('online without a link yet: says where it will appear', () => {
      const email = renderEmail('sessao-confirmada', confirmed, site);
      expect(email.text).toContain('O link da sessão aparecerá na sua área do Acolhe');
      expect(email.text).not.toContain('Link da sessão:');
    });
    it('a meeting "link" that is not http(s) is shown as text, never as a link', () => {
      const email = renderEmail('sessao-confirmada', { ...confirmed, linkReuniao: 'javascript:alert(1)' }, site);
      expect(email.html).not.toContain('href="javascript');
      expect(email.html).toContain('javascript:alert(1)');
    });
    it('presencial with the office address', () => {
      const endereco = 'Avenida Paulista, 1000, sala 12 — Bela Vista, São Paulo/SP, CEP 01310-100';
      const email = renderEmail('sessao-confirmada', { ...confirmed, modalidade: 'presencial', endereco }, site);
      expect(email.text).toContain('Helena Prado confirmou sua sessão presencial de 04/02/2030 às 09:00.');
      expect(email.text).toContain(`Endereço: ${endereco}`);
      expect(email.html).toContain(escapeHtml(endereco));
    });
  });

  it('cancellations say whether it was a request and whether it was late', () => {
    expect(inAppText('sessao-cancelada-pelo-cliente', { ...base, eraSolicitacao: true })).toEqual({
      titulo: 'Solicitação cancelada',
      mensagem: 'Rafael Lima cancelou a solicitação de sessão de 04/02/2030 às 09:00.',
    });
    expect(inAppText('sessao-cancelada-pelo-cliente', { ...base, eraSolicitacao: false, cancelamentoTardio: true })).toEqual({
      titulo: 'Sessão cancelada pelo cliente',
      mensagem: 'Rafael Lima cancelou a sessão de 04/02/2030 às 09:00. O cancelamento foi feito com menos de 24 horas de antecedência.',
    });
    expect(inAppText('sessao-cancelada-pelo-terapeuta', { ...base, eraSolicitacao: false }).mensagem).toBe('Helena Prado cancelou sua sessão de 04/02/2030 às 09:00.');
  });

  it('reschedules give the old and the new time', () => {
    const moved = { ...base, data: '2030-02-05', hora: '10:00', dataAnterior: '2030-02-04', horaAnterior: '09:00' };
    expect(inAppText('sessao-remarcada-pelo-cliente', moved).mensagem).toBe(
      'Rafael Lima pediu para mudar a sessão de 04/02/2030 às 09:00 para 05/02/2030 às 10:00.',
    );
    expect(inAppText('sessao-remarcada-pelo-terapeuta', moved).mensagem).toBe('Helena Prado mudou sua sessão de 04/02/2030 às 09:00 para 05/02/2030 às 10:00.');
    expect(renderEmail('sessao-remarcada-pelo-terapeuta', moved, site).text).toContain('aguardando a confirmação');
    const confirmed = renderEmail('sessao-remarcada-pelo-terapeuta', { ...moved, status: 'CONFIRMED', linkReuniao: 'https://meet.exemplo/x' }, site);
    expect(confirmed.text).toContain('Link da sessão: https://meet.exemplo/x');
  });

  it('a completed session invites the client to review', () => {
    const email = renderEmail('sessao-concluida', { ...base, status: 'COMPLETED' }, { ...site, link: '/terapeuta/t-1' });
    expect(email.subject).toBe('Como foi sua sessão com Helena Prado?');
    expect(email.text).toContain('Sua sessão com Helena Prado em 04/02/2030 foi concluída.');
    expect(email.text).toContain('Avaliar a sessão: https://acolhe.com.br/terapeuta/t-1');
  });

  it('an erased side is never named', () => {
    expect(inAppText('cliente-excluiu-conta', { ...base, cliente: '' }).mensagem).toBe(
      'A sessão de 04/02/2030 às 09:00 foi cancelada porque o cliente excluiu a conta no Acolhe.',
    );
    expect(inAppText('terapeuta-excluiu-conta', { ...base, terapeuta: '' }).mensagem).toBe(
      'Sua sessão de 04/02/2030 às 09:00 foi cancelada porque o(a) terapeuta encerrou a conta no Acolhe.',
    );
    expect(inAppText('sessao-confirmada', { ...base, terapeuta: '' }).mensagem).toBe('O(a) terapeuta confirmou sua sessão online de 04/02/2030 às 09:00.');
  });

  it('escapes every interpolated value in the HTML part', () => {
    const evil = '<script>alert("x")</script>';
    const payload: NotificationPayload = {
      ...base,
      destinatario: evil,
      cliente: `${evil} & <img src=x onerror=alert(1)>`,
      terapeuta: evil,
      status: 'CONFIRMED',
      modalidade: 'presencial',
      endereco: `Rua "A" <b>1</b>`,
    };
    for (const tipo of NOTIFICATION_TYPES) {
      const email = renderEmail(tipo, payload, { ...site, link: '/cliente/"><script>' });
      expect(email.html).not.toContain('<script');
      expect(email.html).not.toContain('<img');
      expect(email.html).not.toContain('<b>1</b>');
      expect(email.html).toContain('href="https://acolhe.com.br/cliente/&quot;&gt;&lt;script&gt;"');
      // the plain-text part carries the text as written (no markup is interpreted there)
      expect(email.text).toContain('Olá, <script>alert("x")</script>!');
    }
    expect(renderEmail('sessao-solicitada', payload, site).html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;');
  });

  it('a subject never spans lines', () => {
    const email = renderEmail('sessao-concluida', { ...base, terapeuta: 'Helena\r\nBcc: todos@exemplo.com' }, site);
    expect(email.subject).toBe('Como foi sua sessão com Helena Bcc: todos@exemplo.com?');
  });

  describe('reminders, to both sides', () => {
    const confirmed: NotificationPayload = { ...base, status: 'CONFIRMED' };
    const toClient: NotificationPayload = { ...confirmed, destinatario: 'Rafael', cliente: '', destinatarioTipo: 'cliente', linkReuniao: 'https://meet.exemplo/abc' };
    const toTherapist: NotificationPayload = { ...confirmed, terapeuta: '', destinatarioTipo: 'terapeuta' };

    it('24 h before: the client is told when and how to get in', () => {
      expect(inAppText('lembrete-24h', toClient)).toEqual({
        titulo: 'Sua sessão é amanhã',
        mensagem: 'Lembrete: sua sessão com Helena Prado é amanhã, 04/02/2030 às 09:00.',
      });
      const email = renderEmail('lembrete-24h', toClient, { ...site, link: '/cliente/c-1' });
      expect(email.subject).toBe('Lembrete: sua sessão é amanhã, 04/02/2030 às 09:00');
      expect(email.text).toContain('Link da sessão: https://meet.exemplo/abc');
      expect(email.text).toContain('Ver minhas sessões: https://acolhe.com.br/cliente/c-1');
      expect(email.icalEvent).toBeUndefined();
      const presencial = renderEmail('lembrete-24h', { ...toClient, modalidade: 'presencial', linkReuniao: undefined, endereco: 'Avenida Paulista, 1000' }, site);
      expect(presencial.text).toContain('Endereço: Avenida Paulista, 1000');
    });

    it('24 h before: the therapist is told the client’s name, not the access details', () => {
      expect(inAppText('lembrete-24h', toTherapist).mensagem).toBe('Lembrete: sua sessão com Rafael Lima é amanhã, 04/02/2030 às 09:00.');
      const email = renderEmail('lembrete-24h', { ...toTherapist, linkReuniao: 'https://meet.exemplo/abc' }, site);
      expect(email.text).not.toContain('Link da sessão');
      expect(email.text).toContain('Ver minha agenda: https://acolhe.com.br/usuario/t-1');
    });

    it('24 h before, in the Acolhe room: the therapist gets the room\'s link too, made absolute', () => {
      const email = renderEmail('lembrete-24h', { ...toTherapist, linkReuniao: '/sessao/s-1/sala', salaDoAcolhe: true }, site);
      expect(email.text).toContain('Link da sessão: https://acolhe.com.br/sessao/s-1/sala');
      expect(email.html).toContain('<a href="https://acolhe.com.br/sessao/s-1/sala"');
    });

    it('1 h before', () => {
      expect(inAppText('lembrete-1h', toClient)).toEqual({
        titulo: 'Sua sessão começa em 1 hora',
        mensagem: 'Lembrete: sua sessão com Helena Prado começa em 1 hora, 04/02/2030 às 09:00.',
      });
      expect(renderEmail('lembrete-1h', toTherapist, site).subject).toBe('Lembrete: sua sessão começa em 1 hora, 04/02/2030 às 09:00');
    });
  });

  it('a new meeting link, to the client', () => {
    const payload: NotificationPayload = { ...base, destinatario: 'Rafael', cliente: '', status: 'CONFIRMED', linkReuniao: 'https://meet.exemplo/novo' };
    expect(inAppText('link-da-sessao-alterado', payload)).toEqual({
      titulo: 'Novo link da sessão',
      mensagem: 'Helena Prado atualizou o link da sua sessão de 04/02/2030 às 09:00.',
    });
    const email = renderEmail('link-da-sessao-alterado', payload, site);
    expect(email.subject).toBe('Novo link da sessão: 04/02/2030 às 09:00');
    expect(email.text).toContain('Link da sessão: https://meet.exemplo/novo');
    expect(email.html).toContain('<a href="https://meet.exemplo/novo"');
  });

  describe('the calendar invitation (icalEvent)', () => {
    const calendario = { sessaoId: 's-1', inicio: '2030-02-04T12:00:00.000Z', duracaoMinutos: 50, sequencia: 1, local: 'https://meet.exemplo/abc', emitidoEm: '2030-01-16T13:00:00.000Z' };
    const toClient: NotificationPayload = { ...base, destinatario: 'Rafael', cliente: '', status: 'CONFIRMED', calendario };

    it.each(['sessao-confirmada', 'sessao-remarcada-pelo-terapeuta', 'link-da-sessao-alterado'] as const)('%s: a REQUEST named after the other side', (tipo) => {
      const email = renderEmail(tipo, toClient, { ...site, link: '/cliente/c-1' });
      expect(email.icalEvent).toEqual({ method: 'REQUEST', filename: 'sessao-acolhe-04-02-2030.ics', content: expect.any(String) });
      const ics = email.icalEvent!.content;
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain('UID:s-1@acolhe.com.br');
      expect(ics).toContain('SEQUENCE:1');
      expect(ics).toContain('SUMMARY:Sessão com Helena Prado');
      expect(ics).toContain('LOCATION:https://meet.exemplo/abc');
      expect(ics).toContain('DTSTART;TZID=America/Sao_Paulo:20300204T090000');
      expect(ics).toContain('DTSTAMP:20300116T130000Z');
      // RFC 5546: the invitation names its recipient, the address the e-mail goes to
      expect(ics.replace(/\r\n /g, '')).toContain('ATTENDEE;CN="Rafael";CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:destinatario@teste');
      expect(ics.replace(/\r\n /g, '')).toContain('https://acolhe.com.br/cliente/c-1');
    });

    it('a cancellation of a confirmed session: a CANCEL; the therapist’s is named after the client', () => {
      const email = renderEmail('sessao-cancelada-pelo-cliente', { ...base, terapeuta: '', status: 'CANCELLED', calendario: { ...calendario, local: undefined } }, site);
      expect(email.icalEvent?.method).toBe('CANCEL');
      expect(email.icalEvent?.content).toContain('METHOD:CANCEL');
      expect(email.icalEvent?.content).toContain('STATUS:CANCELLED');
      expect(email.icalEvent?.content).toContain('SUMMARY:Sessão com Rafael Lima');
      expect(email.icalEvent?.content.replace(/\r\n /g, '')).toContain('ROLE=REQ-PARTICIPANT:mailto:destinatario@teste');
    });

    it('no address to send to: no e-mail, so no invitation either', () => {
      expect(renderEmail('sessao-confirmada', toClient, { ...site, para: ' ' }).icalEvent).toBeUndefined();
    });

    it('none without the event in the payload (requests, declines, reviews)', () => {
      for (const tipo of NOTIFICATION_TYPES) expect(renderEmail(tipo, base, site).icalEvent).toBeUndefined();
    });

    it('no CPF, notes or e-mail of the other side in it: only what the payload says, Acolhe as organizer and the recipient as attendee', () => {
      const ics = renderEmail('sessao-confirmada', toClient, site).icalEvent!.content.replace(/\r\n /g, '');
      expect(ics.match(/[\w.+-]+@[\w.-]+/g)).toEqual(['s-1@acolhe.com.br', 'nao-responda@acolhe.com.br', 'destinatario@teste']);
    });
  });

  it('refuses an unknown kind', () => {
    expect(() => renderEmail('outra-coisa', base, site)).toThrow('tipo de notificação desconhecido');
  });
});
