// The e-mails the api really sent, as the stack's mail catcher (maildev 3) received them over
// SMTP: its REST API (GET /api/email, one JSON object per message, parsed by maildev), polled
// until a message to an address with a matching subject shows up.
import { mailControlUrl, mailUrl } from './stackEnv';

export interface MailAttachment {
  filename: string;
  /** the name maildev stores it under: GET /api/email/{id}/attachment/{generatedFileName} */
  generatedFileName: string;
  contentType: string;
  contentDisposition?: string;
  size: number;
}

/** One message as maildev returns it (the fields the suites read). */
export interface CaughtMail {
  id: string;
  time: string;
  subject: string;
  text?: string;
  html?: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  headers: Record<string, string>;
  /** every non-body MIME part. nodemailer's `icalEvent` arrives twice: the text/calendar
   * alternative (contentType 'text/calendar', no filename) and the .ics attachment
   * (contentType 'application/ics', its filename) */
  attachments?: MailAttachment[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every message maildev holds, in arrival order. */
export async function allMail(): Promise<CaughtMail[]> {
  const res = await fetch(`${mailUrl}/api/email`);
  if (!res.ok) throw new Error(`maildev GET /api/email: ${res.status}`);
  return (await res.json()) as CaughtMail[];
}

/** The messages to `address` (case-insensitive) whose subject matches, oldest first. */
export async function mailTo(address: string, subject?: RegExp | string): Promise<CaughtMail[]> {
  const to = address.toLowerCase();
  return (await allMail()).filter(
    (m) =>
      m.to.some((r) => r.address.toLowerCase() === to) &&
      (subject === undefined || (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject))),
  );
}

/**
 * Waits (every 250 ms, at most `timeoutMs`, 20 s by default) for a message to `address` whose
 * subject matches, and returns the newest one. A catcher that does not answer for a moment
 * (restarting) counts as "not yet".
 */
export async function waitForMail(address: string, subject: RegExp | string, timeoutMs = 20_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const found = await mailTo(address, subject);
      if (found.length > 0) return found[found.length - 1]!;
    } catch (error) {
      lastError = error;
    }
    await sleep(250);
  }
  const seen = await mailTo(address).catch(() => []);
  throw new Error(
    `nenhum e-mail para ${address} com assunto ${String(subject)} em ${timeoutMs / 1000} s` +
      ` (recebidos para esse endereço: ${JSON.stringify(seen.map((m) => m.subject))})` +
      (lastError ? `; último erro: ${String(lastError)}` : ''),
  );
}

/** The content of one attachment (e.g. the text/calendar part), as text. */
export async function attachmentText(mail: CaughtMail, attachment: MailAttachment): Promise<string> {
  const res = await fetch(`${mailUrl}/api/email/${mail.id}/attachment/${encodeURIComponent(attachment.generatedFileName)}`);
  if (!res.ok) throw new Error(`maildev anexo ${attachment.generatedFileName}: ${res.status}`);
  return res.text();
}

/** Stops (false) or starts (true) the catcher's SMTP server; its web UI and REST API stay up. */
export async function setMailSmtp(running: boolean): Promise<void> {
  const res = await fetch(`${mailControlUrl}/smtp/${running ? 'start' : 'stop'}`, { method: 'POST' });
  const body = (await res.json()) as { running?: boolean; error?: string };
  if (!res.ok || body.running !== running) throw new Error(`controle do maildev: ${res.status} ${JSON.stringify(body)}`);
}
