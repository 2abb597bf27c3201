// 'Pagar com Pix' on the dashboard: the dialog with the amount, the QR code and the copia-e-cola
// text, 'Copiar código Pix' and 'Já paguei' (POST with its Idempotency-Key).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionPayment } from '@acolhe/shared-domain';
import { renderAt, signInForEachTest } from '@acolhe/shared-ui/testing';
import ClienteDashboardPage from '../pages/ClienteDashboardPage';
import { freezeNowForEachTest } from '../test/clock';
import { installFakeApi } from '../test/fakeApi';
import { CLIENT_ID, appointment, client, CLIENT_USER, sessionPayment } from '../test/fixtures';

const NOW = new Date('2030-03-04T10:00:00-03:00');
const SESSION = appointment({ id: 's1', status: 'CONFIRMED', therapistName: 'Marina Duarte', date: '2030-03-06', time: '10:00', meetingLink: 'https://meet.example/abc' });
const BR_CODE = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406180.005802BR5913Marina Duarte6009Sao Paulo62290525ACOLHES1000000000000000006304ABCD';
const PAYMENT = sessionPayment({ sessaoId: 's1' });

describe('Pagar com Pix', () => {
  freezeNowForEachTest(NOW);
  signInForEachTest(CLIENT_USER);

  function setup(payment: SessionPayment = PAYMENT, profile = client(), routes: Parameters<typeof installFakeApi>[0] = {}) {
    let current = payment;
    let saved = profile;
    // after user-event's setup, which installs a clipboard of its own
    const user = userEvent.setup({ delay: null });
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const api = installFakeApi({
      [`GET clientes/${CLIENT_ID}`]: () => ({ body: saved }),
      'POST clientes': (call) => {
        saved = { ...saved, ...(call.body as object) };
        return { body: saved };
      },
      'GET sessoes/s1/declaracao.pdf': { raw: '%PDF-1.7 declaração', headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="declaracao-2030-03-06.pdf"' } },
      'GET sessoes/cliente': { body: [SESSION] },
      'GET pagamentos': () => ({ body: [current] }),
      'GET sessoes/s1/pix': { body: { brCode: BR_CODE, txid: 'ACOLHES1', valor: 180 } },
      'POST sessoes/s1/pagamento': () => {
        current = { ...current, estado: 'informado' };
        return { body: current };
      },
      ...routes,
    });
    renderAt(<ClienteDashboardPage />, { route: `/cliente/${CLIENT_ID}`, path: '/cliente/:id', otherPaths: ['/terapeutas', '/terapeuta/:id'] });
    return { api, writeText, user };
  }

  it('shows the QR code and the code, copies it, and “Já paguei” informs the therapist', async () => {
    const { api, writeText, user } = setup();
    const group = await screen.findByRole('group', { name: 'Pagamento da consulta com Marina Duarte em 06/03/2030 às 10:00' });
    expect(within(group).getByText(/Pagamento pendente/)).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Pagar com Pix: consulta com Marina Duarte em 06/03/2030 às 10:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar com Pix' });
    expect(await within(dialog).findByText('Valor: R$ 180,00')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(BR_CODE);
    const qr = await within(dialog).findByRole('img', { name: 'QR code do Pix desta sessão' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).getByText(/O Acolhe não cobra taxas/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copiar código Pix' }));
    expect(writeText).toHaveBeenCalledWith(BR_CODE);

    await user.click(within(dialog).getByRole('button', { name: 'Já paguei' }));
    await waitFor(() => expect(api.callsTo('POST', 'sessoes/s1/pagamento')).toHaveLength(1));
    const [post] = api.callsTo('POST', 'sessoes/s1/pagamento');
    expect(post!.body).toEqual({ acao: 'informar' });
    expect(post!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await within(group).findByText(/aguardando a confirmação/)).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: /Pagar com Pix/ })).not.toBeInTheDocument();
  });

  it('a free session says so and offers nothing to pay', async () => {
    const { api } = setup({ ...PAYMENT, gratuita: true });
    expect(await screen.findByText('Sessão gratuita: não há nada a pagar.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pagar com Pix/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'sessoes/s1/pix')).toHaveLength(0);
  });

  it('the therapist’s payment link, when that is how they take payment', async () => {
    setup({ ...PAYMENT, forma: 'link', pixDisponivel: false, linkPagamento: 'https://pag.exemplo/marina' });
    const link = await screen.findByRole('link', { name: 'Pagar pelo link: consulta com Marina Duarte em 06/03/2030 às 10:00' });
    expect(link).toHaveAttribute('href', 'https://pag.exemplo/marina');
    expect(screen.queryByRole('button', { name: /Pagar com Pix/ })).not.toBeInTheDocument();
  });

  it('without a CPF, “Pagar com Pix” asks for it first (checked by its digits), saves it to the profile, then opens the code', async () => {
    const { api, user } = setup(PAYMENT, client({ cpf: '' }));
    const group = await screen.findByRole('group', { name: /Pagamento da consulta/ });
    await user.click(within(group).getByRole('button', { name: /^Pagar com Pix/ }));
    const ask = await screen.findByRole('dialog', { name: 'Informe seu CPF' });
    expect(within(ask).getByText(/recibo no Receita Saúde/)).toBeInTheDocument();
    const input = within(ask).getByRole('textbox', { name: 'CPF' });
    await user.type(input, '11144477736');
    expect(input).toHaveValue('111.444.777-36');
    await user.click(within(ask).getByRole('button', { name: 'Salvar e continuar' }));
    expect(await within(ask).findByText('CPF inválido')).toBeInTheDocument();
    expect(api.callsTo('POST', 'clientes')).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Pagar com Pix' })).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '11144477735');
    await user.click(within(ask).getByRole('button', { name: 'Salvar e continuar' }));
    await waitFor(() => expect(api.callsTo('POST', 'clientes')).toHaveLength(1));
    expect(api.callsTo('POST', 'clientes')[0]!.body).toEqual({ name: 'Rafael Lima', cpf: '11144477735' });
    expect(await screen.findByRole('dialog', { name: 'Pagar com Pix' })).toBeInTheDocument();
  });

  it("the api's refusal of the CPF is said at the field, which takes the focus; nothing opens (issue 44 item 3)", async () => {
    const { user } = setup(PAYMENT, client({ cpf: '' }), {
      'POST clientes': { status: 400, body: { message: 'Dados inválidos.', fieldErrors: { cpf: 'CPF já usado por outra conta.' } } },
    });
    const group = await screen.findByRole('group', { name: /Pagamento da consulta/ });
    await user.click(within(group).getByRole('button', { name: /^Pagar com Pix/ }));
    const ask = await screen.findByRole('dialog', { name: 'Informe seu CPF' });
    const input = within(ask).getByRole('textbox', { name: 'CPF' });
    await user.type(input, '11144477735');
    await user.click(within(ask).getByRole('button', { name: 'Salvar e continuar' }));
    expect(await within(ask).findByText('CPF já usado por outra conta.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input).toHaveFocus());
    expect(screen.queryByRole('dialog', { name: 'Pagar com Pix' })).not.toBeInTheDocument();
  });

  it('with a CPF, “Já paguei” goes straight to the api', async () => {
    const { api, user } = setup();
    const group = await screen.findByRole('group', { name: /Pagamento da consulta/ });
    await user.click(within(group).getByRole('button', { name: /^Já paguei/ }));
    await waitFor(() => expect(api.callsTo('POST', 'sessoes/s1/pagamento')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Informe seu CPF' })).not.toBeInTheDocument();
  });

  it('paid, the session still to come: no “Baixar declaração”, a line saying it comes after the session (issue 41)', async () => {
    const { api } = setup({ ...PAYMENT, estado: 'confirmado', confirmadoEm: '2030-03-04T12:00:00.000Z' });
    const group = await screen.findByRole('group', { name: /Pagamento da consulta/ });
    expect(within(group).getByText(/Pagamento recebido pelo\(a\) terapeuta/)).toBeInTheDocument();
    expect(within(group).getByText('A declaração de atendimento e pagamento fica disponível aqui depois da sessão.')).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: /Baixar declaração/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'sessoes/s1/declaracao.pdf')).toHaveLength(0);
  });

  it('an unpaid session has no statement to download', async () => {
    setup();
    await screen.findByRole('group', { name: /Pagamento da consulta/ });
    expect(screen.queryByRole('button', { name: /Baixar declaração/ })).not.toBeInTheDocument();
  });

  it('a cancelled session’s payment says what the therapist did with it, and offers nothing', async () => {
    const cancelled = { ...SESSION, status: 'CANCELLED' as const, cancelledBy: 'cliente' as const };
    installFakeApi({
      [`GET clientes/${CLIENT_ID}`]: { body: client() },
      'GET sessoes/cliente': { body: [cancelled] },
      'GET pagamentos': { body: [{ ...PAYMENT, estado: 'a_reembolsar', confirmadoEm: '2030-03-01T12:00:00.000Z', canceladaEm: '2030-03-02T12:00:00.000Z' }] },
    });
    const user = userEvent.setup({ delay: null });
    renderAt(<ClienteDashboardPage />, { route: `/cliente/${CLIENT_ID}`, path: '/cliente/:id', otherPaths: ['/terapeutas', '/terapeuta/:id'] });
    await user.click(await screen.findByRole('tab', { name: /Canceladas/ }));
    const group = await screen.findByRole('group', { name: /Pagamento da consulta/ });
    expect(within(group).getByText(/Sessão cancelada depois do pagamento: o valor será reembolsado/)).toBeInTheDocument();
    expect(within(group).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Baixar declaração, once the session took place', () => {
  freezeNowForEachTest(new Date('2030-03-06T10:50:00-03:00')); // the session's end
  signInForEachTest(CLIENT_USER);

  it('downloads the statement', async () => {
    const created = jest.fn(() => 'blob:declaracao');
    Object.defineProperty(URL, 'createObjectURL', { value: created, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: jest.fn(), configurable: true });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = installFakeApi({
      [`GET clientes/${CLIENT_ID}`]: { body: client() },
      'GET sessoes/s1/declaracao.pdf': { raw: '%PDF-1.7 declaração', headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="declaracao-2030-03-06.pdf"' } },
      'GET sessoes/cliente': { body: [SESSION] },
      'GET pagamentos': { body: [{ ...PAYMENT, estado: 'confirmado', confirmadoEm: '2030-03-04T12:00:00.000Z' }] },
    });
    const user = userEvent.setup({ delay: null });
    renderAt(<ClienteDashboardPage />, { route: `/cliente/${CLIENT_ID}`, path: '/cliente/:id', otherPaths: ['/terapeutas', '/terapeuta/:id'] });
    const group = await screen.findByRole('group', { name: /Pagamento da consulta/ });
    expect(within(group).queryByText(/fica disponível aqui depois da sessão/)).not.toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Baixar declaração: consulta com Marina Duarte em 06/03/2030 às 10:00' }));
    await waitFor(() => expect(api.callsTo('GET', 'sessoes/s1/declaracao.pdf')).toHaveLength(1));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('declaracao-2030-03-06.pdf');
    clicked.mockRestore();
  });
});
