// The local stack's mail catcher: maildev (npm) in this process, like the identity emulator.
// Every e-mail the api sends (SMTP on 127.0.0.1:MAILDEV_SMTP_PORT, default 1025) is kept and shown
// at http://localhost:MAILDEV_WEB_PORT (default 1080), with maildev's REST API under /api
// (GET /api/email, DELETE /api/email/all). Nothing is ever relayed: no outgoing host is configured
// and auto-relay is off, whatever the environment says (maildev's programmatic API reads no
// MAILDEV_* variables or config files; only our two port variables are read, here).
// Development only: production sends through a real SMTP service (docs/deploy.md).
// The web UI and REST API are maildev's own server (@maildev/api + @maildev/ui), built here rather
// than by maildev's start(), because that one reflects ANY Origin with credentials (issue 29): a
// page on another origin could read every caught e-mail (links, codes). Here CORS answers only the
// site's origins (`siteOrigins`); the UI itself is same-origin and needs none.
import { createServer, type Server } from 'node:http';
import { createAPIServer } from '@maildev/api';
import { registerUI } from '@maildev/ui/server';
import { MailDev } from 'maildev';

const env = process.env;

export const mailPorts = {
  smtp: Number(env.MAILDEV_SMTP_PORT ?? 1025),
  web: Number(env.MAILDEV_WEB_PORT ?? 1080),
};

export interface MailCatcher {
  /** what the api's SMTP_URL is */
  smtpUrl: string;
  /** the web UI (and the REST API under /api) */
  webUrl: string;
  /** Closes the SMTP port only (the api's sends fail as against a mail server that is down); the UI stays. */
  pauseSmtp(): Promise<void>;
  /** Opens the SMTP port again. */
  resumeSmtp(): Promise<void>;
  smtpRunning(): boolean;
  close(): Promise<void>;
}

export interface MailCatcherOptions {
  smtpPort: number;
  /** 0: any free port (tests) */
  webPort: number;
  mailDirectory: string;
  /** the only origins CORS answers (the site's); any other gets no Access-Control-* header */
  siteOrigins: readonly string[];
}

export async function startMailCatcher(opts: MailCatcherOptions): Promise<MailCatcher> {
  const maildev = new MailDev({
    smtp: opts.smtpPort,
    ip: '127.0.0.1',
    // kept under the data folder, so a second `npm start` still shows earlier mail; bounded
    mailDirectory: opts.mailDirectory,
    maxEmails: 1000,
    autoRelay: false,
    silent: true,
    // the web server is started below, with its CORS restricted
    disableWeb: true,
  });
  const { smtp, storage } = await maildev.start();
  const web = createAPIServer({
    port: opts.webPort,
    host: '127.0.0.1',
    basePath: '',
    storage,
    smtp,
    // no cookies or auth to send: credentials are never allowed
    cors: { origin: [...opts.siteOrigins], credentials: false },
  });
  await web.registerPlugins();
  await registerUI(web.server, { basePath: '' });
  await web.listen();
  const webPort = web.getAddress()?.port ?? opts.webPort;
  let smtpUp = true;
  let closed = false;
  return {
    smtpUrl: `smtp://127.0.0.1:${opts.smtpPort}`,
    webUrl: `http://localhost:${webPort}`,
    async pauseSmtp() {
      if (!smtpUp || closed) return;
      smtpUp = false;
      await smtp.stop();
    },
    async resumeSmtp() {
      if (smtpUp || closed) return;
      await smtp.start();
      smtpUp = true;
    },
    smtpRunning: () => smtpUp,
    async close() {
      if (closed) return;
      closed = true;
      // maildev.stop() stops the SMTP server itself; when it is paused only the UI is left to close
      if (!smtpUp) {
        await smtp.start().catch(() => undefined);
        smtpUp = true;
      }
      await web.stop();
      await maildev.stop();
    },
  };
}

/**
 * A tiny control endpoint for browser suites that need a mail server outage on the shared stack
 * (e2e/tests/notificacoes.e2e.ts): POST /smtp/stop, POST /smtp/start, GET /smtp → {"running"}.
 * Only started when MAILDEV_CONTROL_PORT is set (the e2e stack sets it), on 127.0.0.1.
 */
export function startMailControl(port: number, catcher: MailCatcher): Promise<Server> {
  const server = createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const act =
      req.method === 'POST' && req.url === '/smtp/stop'
        ? catcher.pauseSmtp()
        : req.method === 'POST' && req.url === '/smtp/start'
          ? catcher.resumeSmtp()
          : req.method === 'GET' && req.url === '/smtp'
            ? Promise.resolve()
            : undefined;
    if (!act) return reply(404, { error: 'not found' });
    act.then(
      () => reply(200, { running: catcher.smtpRunning() }),
      (error: unknown) => reply(500, { error: String(error) }),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
