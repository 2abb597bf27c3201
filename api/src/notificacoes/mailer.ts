// How an e-mail leaves the api: nodemailer over SMTP_URL (maildev on `npm start`, any SMTP
// service in production, e.g. Amazon SES SMTP). Tests pass their own Mailer to buildApp only to
// count or break sends; the real transport is what the delivery tests use against a real server.
import { createTransport } from 'nodemailer';
import type { MailConfig } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** '<id@domain>' */
  messageId: string;
  headers: Record<string, string>;
  /** a calendar invite (text/calendar alternative and .ics attachment, nodemailer's icalEvent) */
  icalEvent?: { method: string; filename: string; content: string };
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The domain of the From address ('Acolhe <nao-responda@acolhe.com.br>' → 'acolhe.com.br'). */
export function fromDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'acolhe.com.br';
}

/** nodemailer over SMTP_URL. Time-outs keep one send well inside the job's expiry. */
export function createSmtpMailer(config: Pick<MailConfig, 'smtpUrl' | 'from'>): Mailer {
  const transport = createTransport(
    { url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 },
    { from: config.from },
  );
  return {
    async send(mail) {
      await transport.sendMail({ ...mail });
    },
    close() {
      transport.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** how the delivery worker sends e-mail: the caller's (tests count or break sends), else
     * undefined and the worker opens nodemailer over SMTP_URL when it starts */
    mailer: Mailer | undefined;
  }
}
