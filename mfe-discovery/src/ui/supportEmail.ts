import { peekRuntimeConfig } from '@acolhe/shared-auth';

/** The support address of the runtime config (docs/product.md: "contact"); null before the config loads. */
export function supportEmail(): string | null {
  return peekRuntimeConfig()?.supportEmail ?? null;
}

export function supportMailto(subject?: string): string | null {
  const email = supportEmail();
  if (!email) return null;
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
