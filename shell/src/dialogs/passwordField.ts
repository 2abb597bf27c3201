/** Shown under new-password fields: the identity provider's policy (SPEC §5), said before it rejects. */
export const PASSWORD_POLICY_HINT = 'Mínimo de 8 caracteres, com letras maiúsculas, minúsculas e números.';

/** Mantine's show/hide toggle is named in English and skipped by Tab: pt-BR name, reachable by keyboard. */
export const PASSWORD_TOGGLE_PROPS = {
  visibilityToggleButtonProps: { 'aria-label': 'Mostrar senha' },
  visibilityToggleFocusable: true,
} as const;
