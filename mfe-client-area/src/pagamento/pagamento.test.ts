import { appointment, sessionPayment } from '../test/fixtures';
import { PAGAMENTO_TEXTS, paymentViewOf, statementFileName } from './pagamento';

const PAYMENT = sessionPayment();
// 05/03/2030 14:00–14:50 in São Paulo
const CONFIRMED = appointment({ id: 'a1', status: 'CONFIRMED' });
const BEFORE = new Date('2030-03-05T14:00:00-03:00');
const ENDED = new Date('2030-03-05T14:50:00-03:00');
const view = (a: typeof CONFIRMED, p: typeof PAYMENT | undefined, now = BEFORE) => paymentViewOf(a, p, now);

describe('paymentViewOf', () => {
  it('a confirmed session with Pix: pay with Pix and say it was paid', () => {
    expect(view(CONFIRMED, PAYMENT)).toMatchObject({ pix: true, link: '', direct: '', canInform: true, estadoText: 'Pagamento pendente' });
  });

  it('informed or received: nothing more to do; not received: pay and inform again', () => {
    expect(view(CONFIRMED, { ...PAYMENT, estado: 'informado' })).toMatchObject({ pix: false, canInform: false });
    expect(view(CONFIRMED, { ...PAYMENT, estado: 'confirmado' })).toMatchObject({ pix: false, canInform: false, estadoText: 'Pagamento recebido pelo(a) terapeuta' });
    expect(view(CONFIRMED, { ...PAYMENT, estado: 'nao_recebido' })).toMatchObject({ pix: true, canInform: true });
  });

  it('the therapist’s link when chosen; in the office a sentence; a free session only says so', () => {
    expect(view(CONFIRMED, { ...PAYMENT, forma: 'link', pixDisponivel: false, linkPagamento: 'https://pag.exemplo/m' })).toMatchObject({
      pix: false,
      link: 'https://pag.exemplo/m',
      canInform: true,
    });
    const presencial = { ...CONFIRMED, modality: 'presencial' as const };
    expect(view(presencial, { ...PAYMENT, forma: 'consultorio', pixDisponivel: false })).toMatchObject({ pix: false, direct: PAGAMENTO_TEXTS.office });
    expect(view(CONFIRMED, { ...PAYMENT, gratuita: true })).toEqual({
      gratuita: true,
      estadoText: PAGAMENTO_TEXTS.free,
      pix: false,
      link: '',
      direct: '',
      canInform: false,
      statement: false,
      statementLater: false,
    });
  });

  it('an online session settled with the therapist never says "no consultório" (issue 44), whatever the method', () => {
    const online = { ...CONFIRMED, modality: 'online' as const };
    for (const payment of [{ ...PAYMENT, forma: 'consultorio' as const, pixDisponivel: false }, { ...PAYMENT, pixDisponivel: false }]) {
      const shown = view(online, payment)!;
      expect(shown.direct).toBe(PAGAMENTO_TEXTS.direct);
      expect(shown.direct).not.toMatch(/consultório/);
    }
    expect(view({ ...CONFIRMED, modality: 'presencial' }, { ...PAYMENT, forma: 'consultorio', pixDisponivel: false })!.direct).toMatch(/no consultório/);
  });

  it('the statement only once the therapist confirmed the payment and the session took place (issue 41); its file name from the api', () => {
    const paid = { ...PAYMENT, estado: 'confirmado' as const };
    expect(view(CONFIRMED, paid, BEFORE)).toMatchObject({ statement: false, statementLater: true });
    expect(view(CONFIRMED, paid, new Date(ENDED.getTime() - 1))).toMatchObject({ statement: false, statementLater: true });
    expect(view(CONFIRMED, paid, ENDED)).toMatchObject({ statement: true, statementLater: false });
    expect(view({ ...CONFIRMED, status: 'COMPLETED' }, paid, ENDED)!.statement).toBe(true);
    for (const estado of ['pendente', 'informado', 'nao_recebido'] as const) expect(view(CONFIRMED, { ...PAYMENT, estado }, ENDED)).toMatchObject({ statement: false, statementLater: false });
    expect(statementFileName('attachment; filename="declaracao-2030-02-05.pdf"')).toBe('declaracao-2030-02-05.pdf');
    expect(statementFileName(null)).toBe('declaracao.pdf');
  });

  it('a cancelled session: a payment received before it says what became of it, and offers nothing; any other, nothing', () => {
    const cancelled = { ...CONFIRMED, status: 'CANCELLED' as const };
    expect(view(cancelled, { ...PAYMENT, estado: 'a_reembolsar' }, ENDED)).toEqual({
      gratuita: false,
      estadoText: 'Sessão cancelada depois do pagamento: o valor será reembolsado pelo(a) terapeuta.',
      pix: false,
      link: '',
      direct: '',
      canInform: false,
      statement: false,
      statementLater: false,
    });
    expect(view(cancelled, { ...PAYMENT, estado: 'retido' })!.estadoText).toMatch(/reteve o valor/);
    expect(view(cancelled, { ...PAYMENT, estado: 'reembolsado' })!.estadoText).toMatch(/reembolsou/);
    expect(view(cancelled, PAYMENT)).toBeUndefined();
  });

  it('no payment for a session that is not confirmed', () => {
    expect(view(appointment({ id: 'a1', status: 'PENDING' }), PAYMENT)).toBeUndefined();
    expect(view(CONFIRMED, undefined)).toBeUndefined();
  });
});
