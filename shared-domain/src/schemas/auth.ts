// Account forms (product.md#validation): sign-up, login, forgot password, e-mail confirmation, change password.
// Every NEW password (sign-up, reset, change) follows the identity provider's own policy, checked
// here before the provider is called, so a password the form accepts is one the provider accepts.
import * as v from 'valibot';
import { USER_TYPES } from '../enums';
import { email, minText, object, password } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

/**
 * The identity provider's password policy: the hosted Cognito pool's defaults and the local
 * emulator's pool (scripts/identity/pool.ts PASSWORD_POLICY): 8+ characters with upper case,
 * lower case and numbers, no symbol required. Cognito counts "upper/lower case" as the basic Latin
 * letters (A–Z, a–z) and "numbers" as 0–9.
 */
export const PASSWORD_POLICY = {
  minLength: 8,
  requireUppercase: true,
  requireLowercase: true,
  requireNumbers: true,
  requireSymbols: false,
} as const;

/** Hint under every new-password field (the same policy, said before anything is typed). */
export const PASSWORD_POLICY_HINT = M.passwordPolicyHint;
/** The one message for a password the policy refuses (product.md#main-messages password-rule text). */
export const PASSWORD_POLICY_MESSAGE = M.passwordPolicy;

export type PasswordPolicyProblem = 'length' | 'uppercase' | 'lowercase' | 'number';

/** What the policy misses in a password, in the provider's order; [] when it passes. */
export function passwordPolicyProblems(value: string): PasswordPolicyProblem[] {
  const problems: PasswordPolicyProblem[] = [];
  if (value.length < PASSWORD_POLICY.minLength) problems.push('length');
  if (PASSWORD_POLICY.requireUppercase && !/[A-Z]/.test(value)) problems.push('uppercase');
  if (PASSWORD_POLICY.requireLowercase && !/[a-z]/.test(value)) problems.push('lowercase');
  if (PASSWORD_POLICY.requireNumbers && !/[0-9]/.test(value)) problems.push('number');
  return problems;
}

export function meetsPasswordPolicy(value: string): boolean {
  return passwordPolicyProblems(value).length === 0;
}

/** A new password: the policy above, with the one policy message. */
export const newPassword = (message: string = PASSWORD_POLICY_MESSAGE) =>
  v.pipe(v.string(message), v.check(meetsPasswordPolicy, message));

/** A confirmation field: only needs to be typed (matching is checked on the whole form). */
const confirmation = (message: string) => v.pipe(v.string(message), v.nonEmpty(message));

export const signUpSchema = object({
  tipo: v.picklist(USER_TYPES, M.signUpTipo),
  name: minText(3, M.signUpName),
  email: email(M.signUpEmail),
  password: newPassword(),
  privacyAccepted: v.literal(true, M.signUpPrivacy),
});
export type SignUpInput = v.InferOutput<typeof signUpSchema>;

export const loginSchema = object({
  email: email(M.emailRequired, M.emailInvalid),
  password: password(M.loginPassword),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

/** Forgot password, step 1: the e-mail that receives the code. */
export const forgotPasswordEmailSchema = object({ email: email(M.emailInvalid) });
export type ForgotPasswordEmailInput = v.InferOutput<typeof forgotPasswordEmailSchema>;

/** Forgot password, step 2: code + new password + confirmation. */
export const forgotPasswordResetSchema = v.pipe(
  object({
    code: minText(1, M.codeRequired),
    newPassword: newPassword(),
    confirmPassword: confirmation(M.confirmNewPassword),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (i) => i.newPassword === i.confirmPassword,
      M.passwordsDontMatch,
    ),
    ['confirmPassword'],
  ),
);
export type ForgotPasswordResetInput = v.InferOutput<typeof forgotPasswordResetSchema>;

export const confirmationCodeSchema = object({ code: minText(1, M.confirmationCodeRequired) });
export type ConfirmationCodeInput = v.InferOutput<typeof confirmationCodeSchema>;

export const changePasswordSchema = v.pipe(
  object({
    currentPassword: password(M.currentPasswordRequired),
    newPassword: newPassword(),
    confirmPassword: confirmation(M.confirmNewPassword),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (i) => i.newPassword === i.confirmPassword,
      M.passwordsDontAgree,
    ),
    ['confirmPassword'],
  ),
);
export type ChangePasswordInput = v.InferOutput<typeof changePasswordSchema>;
