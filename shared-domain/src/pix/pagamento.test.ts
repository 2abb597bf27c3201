import { validate } from '../schemas/validate';
import {
  PAGAMENTO_MESSAGES as M,
  PAYMENT_STATE_CHANGES,
  PAYMENT_TRANSITIONS,
  RECEIVED_PAYMENT_STATES,
  canChangePayment,
  paymentActionSchema,
  paymentDestinationSchema,
  paymentSettingsSchema,
} from './pagamento';
import { PIX_KEY_MESSAGES } from './chave';

describe('payment settings schema', () => {
  const pix = { forma: 'pix', chaveTipo: 'cpf', chave: '529.982.247-25', nome: 'Marina Duarte', cidade: 'São Paulo' };

  it('Pix: the key is normalised', () => {
    const r = validate(paymentSettingsSchema, pix);
    expect(r).toEqual({ success: true, output: { ...pix, chave: '52998224725', linkPagamento: '' } });
  });

  it('Pix needs a key that parses for its type, a name and a city', () => {
    const r = validate(paymentSettingsSchema, { ...pix, chave: '529.982.247-26', nome: 'M', cidade: '' });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(r.fieldErrors).toEqual({ chave: PIX_KEY_MESSAGES.cpf, nome: M.nome, cidade: M.cidade });
    const noType = validate(paymentSettingsSchema, { ...pix, chaveTipo: '' });
    expect(!noType.success && noType.fieldErrors.chaveTipo).toBe(M.chaveTipo);
    const wrongType = validate(paymentSettingsSchema, { ...pix, chaveTipo: 'telefone', chave: '11912345678' });
    expect(!wrongType.success && wrongType.fieldErrors.chave).toBe(PIX_KEY_MESSAGES.telefone);
  });

  it('link: needs an http(s) link; in the office: nothing else', () => {
    const r = validate(paymentSettingsSchema, { forma: 'link' });
    expect(!r.success && r.fieldErrors.linkPagamento).toBe(M.link);
    const js = validate(paymentSettingsSchema, { forma: 'link', linkPagamento: 'javascript:alert(1)' });
    expect(!js.success && js.fieldErrors.linkPagamento).toBe(M.link);
    expect(validate(paymentSettingsSchema, { forma: 'link', linkPagamento: 'https://pag.exemplo/marina' }).success).toBe(true);
    expect(validate(paymentSettingsSchema, { forma: 'consultorio' }).success).toBe(true);
    const bad = validate(paymentSettingsSchema, { forma: 'boleto' });
    expect(!bad.success && bad.fieldErrors.forma).toBe(M.forma);
  });

  it('actions and who takes them', () => {
    expect(validate(paymentActionSchema, { acao: 'informar' }).success).toBe(true);
    expect(validate(paymentActionSchema, { acao: 'pagar' })).toMatchObject({ success: false, message: M.acao });
    expect(PAYMENT_TRANSITIONS.informar.by).toBe('cliente');
    expect(PAYMENT_TRANSITIONS.confirmar.from).toEqual(['informado']);
  });
});

describe('the payment state machine (issue 41: one definition)', () => {
  it('every change: the actions, the cancellation, the therapist’s marks among the destinations', () => {
    expect(PAYMENT_STATE_CHANGES).toEqual([
      ['pendente', 'informado'],
      ['nao_recebido', 'informado'],
      ['informado', 'confirmado'],
      ['informado', 'nao_recebido'],
      ['confirmado', 'a_reembolsar'],
      ['a_reembolsar', 'reembolsado'],
      ['a_reembolsar', 'retido'],
      ['reembolsado', 'a_reembolsar'],
      ['reembolsado', 'retido'],
      ['retido', 'a_reembolsar'],
      ['retido', 'reembolsado'],
    ]);
    // a received payment never goes back to unpaid; nothing reaches a destination but a received one
    for (const to of ['pendente', 'informado', 'nao_recebido'] as const) for (const from of RECEIVED_PAYMENT_STATES) expect(canChangePayment(from, to)).toBe(false);
    for (const from of ['pendente', 'informado', 'nao_recebido'] as const) expect(canChangePayment(from, 'reembolsado')).toBe(false);
    expect(canChangePayment('retido', 'retido')).toBe(true);
  });

  it('the destination a therapist marks', () => {
    expect(validate(paymentDestinationSchema, { destino: 'retido' })).toEqual({ success: true, output: { destino: 'retido' } });
    expect(validate(paymentDestinationSchema, { destino: 'confirmado' })).toMatchObject({ success: false, fieldErrors: { destino: M.destino } });
    expect(validate(paymentDestinationSchema, null)).toMatchObject({ success: false, message: M.destino });
  });
});
