import { appointment, sessionPayment } from '../test/fixtures';
import { PAGAMENTO_TEXTS, paymentViewOf, statementFileName } from './pagamento';

const PAYMENT = sessionPayment();
const CONFIRMED = appointment({ id: 'a1', status: 'CONFIRMED' });

describe('paymentViewOf', () => {
  it('a confirmed session with Pix: pay with Pix and say it was paid', () => {
    expect(paymentViewOf(CONFIRMED, PAYMENT)).toMatchObject({ pix: true, link: '', office: false, canInform: true, estadoText: 'Pagamento pendente' });
  });

  it('informed or received: nothing more to do; not received: pay and inform again', () => {
    expect(paymentViewOf(CONFIRMED, { ...PAYMENT, estado: 'informado' })).toMatchObject({ pix: false, canInform: false });
    expect(paymentViewOf(CONFIRMED, { ...PAYMENT, estado: 'confirmado' })).toMatchObject({ pix: false, canInform: false, estadoText: 'Pagamento recebido pelo(a) terapeuta' });
    expect(paymentViewOf(CONFIRMED, { ...PAYMENT, estado: 'nao_recebido' })).toMatchObject({ pix: true, canInform: true });
  });

  it('the therapist’s link when chosen; in the office a sentence; a free session only says so', () => {
    expect(paymentViewOf(CONFIRMED, { ...PAYMENT, forma: 'link', pixDisponivel: false, linkPagamento: 'https://pag.exemplo/m' })).toMatchObject({
      pix: false,
      link: 'https://pag.exemplo/m',
      canInform: true,
    });
    expect(paymentViewOf(CONFIRMED, { ...PAYMENT, forma: 'consultorio', pixDisponivel: false })).toMatchObject({ pix: false, office: true });
    expect(paymentViewOf(CONFIRMED, { ...PAYMENT, gratuita: true })).toEqual({
      gratuita: true,
      estadoText: PAGAMENTO_TEXTS.free,
      pix: false,
      link: '',
      office: false,
      canInform: false,
      statement: false,
    });
  });

  it('the statement only once the therapist confirmed the payment; its file name from the api', () => {
    expect(paymentViewOf(CONFIRMED, { ...PAYMENT, estado: 'confirmado' })!.statement).toBe(true);
    for (const estado of ['pendente', 'informado', 'nao_recebido'] as const) expect(paymentViewOf(CONFIRMED, { ...PAYMENT, estado })!.statement).toBe(false);
    expect(statementFileName('attachment; filename="declaracao-2030-02-05.pdf"')).toBe('declaracao-2030-02-05.pdf');
    expect(statementFileName(null)).toBe('declaracao.pdf');
  });

  it('no payment for a session that is not confirmed', () => {
    expect(paymentViewOf(appointment({ id: 'a1', status: 'PENDING' }), PAYMENT)).toBeUndefined();
    expect(paymentViewOf(CONFIRMED, undefined)).toBeUndefined();
  });
});
