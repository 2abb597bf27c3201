// Issue 40, "Lower": names and free text with invisible or reordering Unicode. A name of three
// U+200B passed the 3-character minimum; a U+202E (right-to-left override) in a name or a review
// reversed the text after it in the therapist's list, the e-mails and the declaration check. Now
// every name and free text is cleaned by shared-domain's textField (NFC, format characters
// removed, the minimum counted on visible characters) — the same schema the forms use — and the
// name an identity token carries is cleaned the same way.
import { and, eq } from 'drizzle-orm';
import { VALIDATION_MESSAGES } from '@acolhe/shared-domain';
import { avaliacoes, clientes, notificacoes, terapeutas } from '../db/schema';
import { renderEmail, type NotificationPayload } from '../notificacoes/templates';
import { completedSession, createReadyTherapist, newClient, newTherapist, profileBody, useTestApp } from '../../testing/helpers';

const ZWSP3 = '\u200B\u200B\u200B';
const RLO = '\u202E';
/** Every format character the attack used, and a few more of category Cf. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF\u00AD]/u;

describe('Unicode in names and free text (issue 40)', () => {
  const t = useTestApp();

  it('a client name of three U+200B is refused with the field’s pt-BR message', async () => {
    const client = newClient('Cliente Real');
    const res = await t.call({ method: 'PUT', url: `/clientes/${client.sub}`, user: client, body: { name: ZWSP3 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { name: VALIDATION_MESSAGES.clientName } });
    // invisible characters around two letters do not make three either
    const padded = await t.call({ method: 'PUT', url: `/clientes/${client.sub}`, user: client, body: { name: `A\u200Bn${ZWSP3}` } });
    expect(padded.statusCode).toBe(400);
    expect(padded.json().fieldErrors).toEqual({ name: VALIDATION_MESSAGES.clientName });
  });

  it('a therapist name of three U+200B is refused with the field’s pt-BR message', async () => {
    const therapist = newTherapist('Terapeuta Real');
    const res = await t.call({ method: 'POST', url: '/terapeutas', user: therapist, body: profileBody({ fullName: ZWSP3 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ fullName: VALIDATION_MESSAGES.fullName });
  });

  it('a U+202E in a name is gone from what is stored, the therapist’s list and the e-mail', async () => {
    t.clock.set('2030-01-16T13:00:00.000Z');
    const therapist = await createReadyTherapist(t, { profile: { fullName: `Helena ${RLO}odarP` } });
    const [stored] = await t.db.select({ fullName: terapeutas.fullName }).from(terapeutas).where(eq(terapeutas.id, therapist.sub));
    expect(stored!.fullName).toBe('Helena odarP');

    const client = newClient('Cliente Provisório');
    const saved = await t.call({ method: 'PUT', url: `/clientes/${client.sub}`, user: client, body: { name: `Joana ${RLO}avliS\u200B`.normalize('NFD') } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().name).toBe('Joana avliS');
    const [row] = await t.db.select({ name: clientes.name }).from(clientes).where(eq(clientes.id, client.sub));
    expect(row!.name).toBe('Joana avliS');

    const booked = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date: '2030-02-04', time: '09:00', notes: `Ol\u00E1 ${RLO}etoN` } });
    expect(booked.statusCode).toBe(201);
    const list = await t.call({ method: 'GET', url: '/sessoes', user: therapist });
    expect(JSON.stringify(list.json())).not.toMatch(INVISIBLE);
    expect(list.body).toContain('Joana avliS');

    const [mail] = await t.db.select().from(notificacoes).where(and(eq(notificacoes.contaId, therapist.sub), eq(notificacoes.tipo, 'sessao-solicitada')));
    const email = renderEmail(mail!.tipo, mail!.payload as unknown as NotificationPayload, { siteUrl: 'https://acolhe.test', link: mail!.link, para: mail!.emailTo });
    expect(email.text).toContain('Joana avliS');
    for (const part of [email.subject, email.text, email.html, mail!.mensagem, mail!.titulo]) expect(part).not.toMatch(INVISIBLE);
  });

  it('the name an identity token carries is cleaned as a form’s name (anyone can sign up with any name)', async () => {
    const client = newClient(`${RLO}Invertido\u2066 Nome`);
    const res = await t.call({ method: 'GET', url: `/clientes/${client.sub}`, user: client });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Invertido Nome');
    // only invisible: the account is named after the e-mail instead
    const blank = newClient(ZWSP3);
    const other = await t.call({ method: 'GET', url: `/clientes/${blank.sub}`, user: blank });
    expect(other.json().name).toBe(blank.email.split('@')[0]);
  });

  it('a U+202E in a review is gone from what is stored and from the public profile', async () => {
    const therapist = await createReadyTherapist(t, { profile: { fullName: 'Marta Reis' } });
    const client = newClient('Rita Moura');
    await completedSession(t, client, therapist.sub);
    const comentario = `Gostei muito ${RLO}oãssessa\u200D da sessão.`;
    const res = await t.call({ method: 'POST', url: '/avaliacoes', user: client, body: { terapeutaId: therapist.sub, nota: 5, comentario } });
    expect(res.statusCode).toBe(201);
    const [review] = await t.db.select({ comentario: avaliacoes.comentario }).from(avaliacoes).where(eq(avaliacoes.terapeutaId, therapist.sub));
    expect(review!.comentario).toBe('Gostei muito oãssessa da sessão.');
    const page = await t.call({ method: 'GET', url: `/public-terapeutas/${therapist.sub}` });
    expect(page.body).not.toMatch(INVISIBLE);
    // and a review of ten invisible characters is not a review
    const other = await createReadyTherapist(t, { profile: { fullName: 'Outra Pessoa' } });
    await completedSession(t, client, other.sub);
    const empty = await t.call({ method: 'POST', url: '/avaliacoes', user: client, body: { terapeutaId: other.sub, nota: 5, comentario: '\u200B'.repeat(12) } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ comentario: VALIDATION_MESSAGES.reviewComment });
  });
});
