import { badgeText, formatDateTimeBr, markedRead, notificationHref, notificationTime, toInbox, unreadLabel } from './notifications';

const NOW = new Date('2030-03-05T15:00:00.000Z'); // 12:00 in São Paulo

describe('notification rules', () => {
  it('unread texts and badge', () => {
    expect(unreadLabel(1)).toBe('1 não lida');
    expect(unreadLabel(3)).toBe('3 não lidas');
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(100)).toBe('99+');
  });

  it('times: relative within a day, then dd/MM/yyyy HH:mm in Brazil', () => {
    expect(notificationTime('2030-03-05T14:59:40.000Z', NOW)).toBe('agora');
    expect(notificationTime('2030-03-05T14:48:00.000Z', NOW)).toBe('há 12 min');
    expect(notificationTime('2030-03-05T10:00:00.000Z', NOW)).toBe('há 5 h');
    expect(notificationTime('2030-03-04T02:30:00.000Z', NOW)).toBe('03/03/2030 23:30');
    expect(notificationTime('não é data', NOW)).toBe('');
    expect(formatDateTimeBr('2030-12-31T23:15:00.000Z')).toBe('31/12/2030 20:15');
  });

  it('reads the answer defensively', () => {
    const inbox = toInbox({
      content: [
        { id: 'a', tipo: 'sessao-confirmada', titulo: 'T', mensagem: 'M', link: '/cliente/c1', criadaEm: '2030-03-05T10:00:00Z', lida: false },
        { id: 'b', tipo: 'desconhecido', titulo: 'x' },
        { tipo: 'sessao-recusada' },
        null,
      ],
    });
    expect(inbox.content.map((n) => n.id)).toEqual(['a']);
    expect(inbox.naoLidas).toBe(1);
    expect(toInbox(null)).toEqual({ content: [], naoLidas: 0 });
  });

  it('marking read: some or all, the count never below 0', () => {
    const inbox = toInbox({
      content: [
        { id: 'a', tipo: 'sessao-confirmada', lida: false },
        { id: 'b', tipo: 'sessao-recusada', lida: true },
        { id: 'c', tipo: 'sessao-concluida', lida: false },
      ],
      naoLidas: 5,
    });
    const some = markedRead(inbox, ['a', 'b']);
    expect(some.content.map((n) => n.lida)).toEqual([true, true, false]);
    expect(some.naoLidas).toBe(4);
    expect(markedRead(inbox)).toMatchObject({ naoLidas: 0 });
    expect(markedRead(inbox).content.every((n) => n.lida)).toBe(true);
  });

  it("links stay inside the site and the user's own area", () => {
    const client = { id: 'c1', tipo: 'cliente' as const };
    expect(notificationHref({ link: '/cliente/c1' }, client)).toBe('/cliente/c1');
    expect(notificationHref({ link: '/terapeuta/t9' }, client)).toBe('/terapeuta/t9');
    expect(notificationHref({ link: '/cliente/outro' }, client)).toBe('/cliente/c1');
    expect(notificationHref({ link: 'https://evil.example/' }, client)).toBe('/cliente/c1');
    expect(notificationHref({ link: '//evil.example' }, client)).toBe('/cliente/c1');
  });
});
