/** Shown under new-password fields: the identity provider's policy, said before it rejects (one
 * source: shared-domain, which also checks it). */
export { PASSWORD_POLICY_HINT } from '@acolhe/shared-domain';

/** Mantine's show/hide toggle is named in English and skipped by Tab: pt-BR name, reachable by keyboard. */
export const PASSWORD_TOGGLE_PROPS = {
  visibilityToggleButtonProps: { 'aria-label': 'Mostrar senha' },
  visibilityToggleFocusable: true,
} as const;
