import {
  changePasswordSchema,
  confirmationCodeSchema,
  forgotPasswordEmailSchema,
  forgotPasswordResetSchema,
  loginSchema,
  meetsPasswordPolicy,
  PASSWORD_POLICY,
  PASSWORD_POLICY_HINT,
  PASSWORD_POLICY_MESSAGE,
  passwordPolicyProblems,
  signUpSchema,
} from './auth';
import { validate } from './validate';

const errors = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const r = validate(schema, input);
  return r.success ? {} : r.fieldErrors;
};

describe('signUpSchema', () => {
  const ok = { tipo: 'cliente', name: 'Ana', email: 'ana@example.com', password: 'Acolhe2026', privacyAccepted: true };
  it('accepts valid input and trims', () => {
    const r = validate(signUpSchema, { ...ok, name: '  Ana  ', email: ' ana@example.com ' });
    expect(r).toEqual({ success: true, output: { ...ok } });
  });
  it('uses the product messages', () => {
    expect(errors(signUpSchema, { ...ok, name: 'An' }).name).toBe('O nome deve ter pelo menos 3 caracteres.');
    expect(errors(signUpSchema, { ...ok, name: '   ab  ' }).name).toBe('O nome deve ter pelo menos 3 caracteres.');
    expect(errors(signUpSchema, { ...ok, email: 'ana' }).email).toBe('Digite um e-mail válido.');
    expect(errors(signUpSchema, { ...ok, email: '' }).email).toBe('Digite um e-mail válido.');
    expect(errors(signUpSchema, { ...ok, password: 'Acolhe1' }).password).toBe('A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.');
    expect(errors(signUpSchema, { ...ok, password: 'abcdef' }).password).toBe('A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.');
    expect(errors(signUpSchema, { ...ok, privacyAccepted: false }).privacyAccepted).toBe(
      'Para criar sua conta, marque que leu e concorda com os Termos de Uso e a Política de Privacidade.',
    );
    expect(errors(signUpSchema, { ...ok, tipo: 'admin' }).tipo).toBe('Selecione o tipo de conta.');
  });
  it('reports a missing field with its own message', () => {
    expect(errors(signUpSchema, { tipo: 'terapeuta', privacyAccepted: true })).toEqual({
      name: 'O nome deve ter pelo menos 3 caracteres.',
      email: 'Digite um e-mail válido.',
      password: 'A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.',
    });
  });
});

describe('loginSchema', () => {
  it('requires a valid e-mail and a 6+ password', () => {
    expect(errors(loginSchema, { email: '', password: '123456' }).email).toBe('E-mail é obrigatório');
    expect(errors(loginSchema, { email: '   ', password: '123456' }).email).toBe('E-mail é obrigatório');
    expect(errors(loginSchema, { password: '123456' }).email).toBe('E-mail é obrigatório');
    expect(errors(loginSchema, { email: 'ana@', password: '123456' }).email).toBe('E-mail inválido');
    expect(errors(loginSchema, { email: 'ana@example.com', password: '12345' }).password).toBe(
      'Senha deve ter pelo menos 6 caracteres',
    );
    expect(validate(loginSchema, { email: 'ana@example.com', password: '123456' }).success).toBe(true);
  });
  it('rejects a non-object body', () => {
    const r = validate(loginSchema, null);
    expect(r).toEqual({ success: false, message: 'Dados inválidos.', fieldErrors: {} });
  });
});

describe('forgot password', () => {
  it('step 1: valid e-mail', () => {
    expect(errors(forgotPasswordEmailSchema, { email: 'x' }).email).toBe('E-mail inválido');
    expect(errors(forgotPasswordEmailSchema, { email: '' }).email).toBe('E-mail inválido');
    expect(validate(forgotPasswordEmailSchema, { email: 'a@b.co' }).success).toBe(true);
  });
  it('step 2: code, a password the policy accepts, matching confirmation', () => {
    const ok = { code: '123456', newPassword: 'NovaSenha2026', confirmPassword: 'NovaSenha2026' };
    expect(validate(forgotPasswordResetSchema, ok).success).toBe(true);
    expect(errors(forgotPasswordResetSchema, { ...ok, code: ' ' }).code).toBe('Código é obrigatório');
    expect(errors(forgotPasswordResetSchema, { ...ok, newPassword: 'abcdef', confirmPassword: 'abcdef' }).newPassword).toBe(
      'A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.',
    );
    expect(errors(forgotPasswordResetSchema, { ...ok, confirmPassword: '' }).confirmPassword).toBe('Confirme sua nova senha');
    expect(errors(forgotPasswordResetSchema, { ...ok, confirmPassword: 'NovaSenha2027' })).toEqual({
      confirmPassword: 'As senhas não coincidem',
    });
  });
});

describe('confirmationCodeSchema', () => {
  it('requires a code', () => {
    expect(errors(confirmationCodeSchema, { code: '' }).code).toBe('Código obrigatório');
    expect(errors(confirmationCodeSchema, {}).code).toBe('Código obrigatório');
    expect(validate(confirmationCodeSchema, { code: ' 123456 ' })).toEqual({ success: true, output: { code: '123456' } });
  });
});

describe('changePasswordSchema', () => {
  const ok = { currentPassword: 'old123', newPassword: 'NovaSenha2026', confirmPassword: 'NovaSenha2026' };
  it('uses the product messages', () => {
    expect(validate(changePasswordSchema, ok).success).toBe(true);
    expect(errors(changePasswordSchema, { ...ok, currentPassword: '' }).currentPassword).toBe(
      'A senha atual é obrigatória',
    );
    expect(errors(changePasswordSchema, { ...ok, newPassword: 'novasenha2026', confirmPassword: 'novasenha2026' }).newPassword).toBe(
      'A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.',
    );
    expect(errors(changePasswordSchema, { ...ok, confirmPassword: '' }).confirmPassword).toBe('Confirme sua nova senha');
    expect(errors(changePasswordSchema, { ...ok, confirmPassword: 'NovaSenha2027' })).toEqual({
      confirmPassword: 'As senhas não conferem',
    });
  });
});

describe('password policy (the identity provider\'s: 8+, upper, lower, numbers)', () => {
  it('is the emulator\'s and the hosted pool\'s policy', () => {
    expect(PASSWORD_POLICY).toEqual({
      minLength: 8,
      requireUppercase: true,
      requireLowercase: true,
      requireNumbers: true,
      requireSymbols: false,
    });
  });
  it.each([
    ['abcdef', ['length', 'uppercase', 'number']],
    ['abcdefgh', ['uppercase', 'number']],
    ['ABCDEFG1', ['lowercase']],
    ['Abcdefgh', ['number']],
    ['Abcdef1', ['length']],
    ['acolhe2026', ['uppercase']],
    ['Acolhe2026', []],
    ['Ação 2026x', []],
  ])('%s → %j', (value, problems) => {
    expect(passwordPolicyProblems(value)).toEqual(problems);
    expect(meetsPasswordPolicy(value)).toBe(problems.length === 0);
  });
  it('the hint and the message say the same policy', () => {
    expect(PASSWORD_POLICY_HINT).toBe('Mínimo de 8 caracteres, com letras maiúsculas, minúsculas e números.');
    expect(PASSWORD_POLICY_MESSAGE).toBe('A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.');
  });
  it('sign-up, reset and change password refuse what the provider refuses, with one message', () => {
    for (const weak of ['abcdef', 'abcdefgh1', 'ABCDEFGH1', 'Abcdefghi', 'Ab1']) {
      expect(errors(signUpSchema, { tipo: 'cliente', name: 'Ana', email: 'a@b.co', password: weak, privacyAccepted: true }).password).toBe(
        PASSWORD_POLICY_MESSAGE,
      );
      expect(errors(forgotPasswordResetSchema, { code: '1', newPassword: weak, confirmPassword: weak }).newPassword).toBe(
        PASSWORD_POLICY_MESSAGE,
      );
      expect(errors(changePasswordSchema, { currentPassword: 'x', newPassword: weak, confirmPassword: weak }).newPassword).toBe(
        PASSWORD_POLICY_MESSAGE,
      );
    }
  });
});
