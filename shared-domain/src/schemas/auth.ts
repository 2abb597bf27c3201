// Account forms (SPEC §5): sign-up, login, forgot password, e-mail confirmation, change password.
// The identity provider also enforces its own 8+ policy; these are the product-form minimums.
import * as v from 'valibot';
import { USER_TYPES } from '../enums';
import { email, minText, object, password } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

export const signUpSchema = object({
  tipo: v.picklist(USER_TYPES, M.signUpTipo),
  name: minText(3, M.signUpName),
  email: email(M.signUpEmail),
  password: password(M.signUpPassword),
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
    newPassword: password(M.passwordMin),
    confirmPassword: password(M.passwordMin),
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
    newPassword: password(M.passwordMin),
    confirmPassword: password(M.confirmNewPassword),
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
