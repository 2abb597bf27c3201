// Who is signing in for the first time. The sign-up remembers the new account's e-mail (in this
// browser); the first login with that e-mail — usually right after the confirmation code — says
// 'Conta criada. Bem-vindo(a) ao Acolhe…' instead of 'Bem-vindo(a) de volta…', and forgets it.
import { firstName } from '@acolhe/shared-domain';
import { STORAGE_KEYS } from '@acolhe/shared-domain/contracts';

export const NEW_ACCOUNTS_KEY = STORAGE_KEYS.newAccounts;
const MAX_REMEMBERED = 5;

function normalize(email: string): string {
  return email.trim().toLowerCase();
}

function read(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(NEW_ACCOUNTS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function write(emails: string[]): void {
  try {
    if (emails.length === 0) window.localStorage.removeItem(NEW_ACCOUNTS_KEY);
    else window.localStorage.setItem(NEW_ACCOUNTS_KEY, JSON.stringify(emails.slice(-MAX_REMEMBERED)));
  } catch {
    // storage unavailable: the first login simply says 'de volta'
  }
}

/** After a sign-up: the next login with this e-mail is its first. */
export function rememberNewAccount(email: string): void {
  const target = normalize(email);
  write([...read().filter((item) => item !== target), target]);
}

/** Is this the first login of the account? Answers once (the mark is removed). */
export function takeNewAccount(email: string): boolean {
  const target = normalize(email);
  const emails = read();
  if (!emails.includes(target)) return false;
  write(emails.filter((item) => item !== target));
  return true;
}

/** First time: after the sign-up. */
export function firstWelcome(name: string): string {
  const first = firstName(name);
  return first ? `Conta criada. Bem-vindo(a) ao Acolhe, ${first}!` : 'Conta criada. Bem-vindo(a) ao Acolhe!';
}

/** A returning user, after signing in. */
export function returningWelcome(name: string): string {
  const first = firstName(name);
  return first ? `Bem-vindo(a) de volta, ${first}!` : 'Bem-vindo(a) de volta!';
}
