// A real SMTP server for the delivery tests (the `smtp-server` package, in-process, on a
// 127.0.0.1 port), keeping every message it accepts, and a small MIME reader for what nodemailer
// writes: unfolded headers, RFC 2047 encoded words, multipart bodies in quoted-printable, base64
// or 7/8 bit.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ParsedMail {
  /** lower-case header name → value (encoded words decoded) */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  mail: ParsedMail;
}

function decodeEncodedWords(value: string): string {
  // adjacent encoded words are joined without the whitespace between them (RFC 2047 §6.2)
  const joined = value.replace(/(\?=)\s+(=\?)/g, '$1$2');
  return joined.replace(/(?:=\?([^?]+)\?([QqBb])\?([^?]*)\?=)+/g, (run) => {
    const parts: Buffer[] = [];
    for (const m of run.matchAll(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g)) {
      const [, , encoding, data] = m;
      if (encoding!.toUpperCase() === 'B') parts.push(Buffer.from(data!, 'base64'));
      else parts.push(qpBytes(data!.replace(/_/g, ' ')));
    }
    return Buffer.concat(parts).toString('utf8');
  });
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = decodeEncodedWords(line.slice(i + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return qpBytes(body.replace(/=\r\n/g, '')).toString('utf8');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function split(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  return at < 0 ? { headers: parseHeaders(raw), body: '' } : { headers: parseHeaders(raw.slice(0, at)), body: raw.slice(at + 4) };
}

/** Collects the text/plain and text/html parts of a message (any nesting of multiparts). */
function walk(headers: Record<string, string>, body: string, out: { text: string; html: string }) {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      const part = split(section.replace(/^\r\n/, ''));
      walk(part.headers, part.body.replace(/\r\n$/, ''), out);
    }
    return;
  }
  const content = decodeBody(body, headers['content-transfer-encoding']);
  if (/^text\/html/i.test(type)) out.html += content;
  else if (/^text\/plain/i.test(type)) out.text += content;
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = split(raw);
  const out = { text: '', html: '' };
  walk(headers, body, out);
  return { headers, subject: headers.subject ?? '', text: out.text.replace(/\r\n/g, '\n'), html: out.html.replace(/\r\n/g, '\n') };
}

export class TestSmtpServer {
  private constructor(
    private server: SMTPServer,
    readonly port: number,
    /** every message accepted, in order */
    readonly messages: ReceivedMail[],
  ) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Listens on `port` (0: any free one). `delayMs` holds each message before accepting it. */
  static async start(port = 0, options: { delayMs?: number } = {}): Promise<TestSmtpServer> {
    const messages: ReceivedMail[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const done = () => {
            messages.push({
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              raw,
              mail: parseMail(raw),
            });
            callback();
          };
          if (options.delayMs) setTimeout(done, options.delayMs);
          else done();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    const address = server.server.address() as AddressInfo;
    return new TestSmtpServer(server, address.port, messages);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
