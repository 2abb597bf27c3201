import { NOTIFICATION_TYPES, type NotificationType } from '@acolhe/shared-domain';
import { BRAND_COLOR, escapeHtml, inAppText, renderEmail, safeHttpUrl, siteLink, type NotificationPayload } from './templates';

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
const site = { siteUrl: 'https://acolhe.com.br', link: '/usuario/t-1' };

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
    it('joins the site and a product path', () => {
      expect(siteLink('http://localhost:3000/', '/cliente/1')).toBe('http://localhost:3000/cliente/1');
      expect(siteLink('https://acolhe.com.br', 'terapeutas')).toBe('https://acolhe.com.br/terapeutas');
    });
  });

  it.each(NOTIFICATION_TYPES.map((t) => [t] as const))('%s: pt-BR texts in every part, with the date as dd/MM/yyyy and a link back', (tipo: NotificationType) => {
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
      const email = renderEmail('sessao-confirmada', { ...confirmed, linkReuniao: 'https://meet.exemplo/abc' }, { siteUrl: site.siteUrl, link: '/cliente/c-1' });
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
    const email = renderEmail('sessao-concluida', { ...base, status: 'COMPLETED' }, { siteUrl: site.siteUrl, link: '/terapeuta/t-1' });
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
      const email = renderEmail(tipo, payload, { siteUrl: 'https://acolhe.com.br', link: '/cliente/"><script>' });
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

  it('refuses an unknown kind', () => {
    expect(() => renderEmail('outra-coisa', base, site)).toThrow('tipo de notificação desconhecido');
  });
});
