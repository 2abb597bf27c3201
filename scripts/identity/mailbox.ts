// Dev mailbox of the identity emulator: every code the emulator "e-mails" lands here instead.
// Kept in memory and appended to <dataDir>/mailbox.jsonl so it survives a restart; served as
// JSON at GET /_mailbox (optional ?email=) and as a small pt-BR page at GET /_mailbox/ui.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

export type MailKind = 'signup' | 'resend' | 'forgot' | 'verify';

export interface MailEntry {
  email: string;
  code: string;
  kind: MailKind;
  /** ISO-8601 timestamp of delivery. */
  at: string;
}

const KIND_LABEL: Record<MailKind, string> = {
  signup: 'confirmação de cadastro',
  resend: 'reenvio do código',
  forgot: 'redefinição de senha',
  verify: 'confirmação de novo e-mail',
};

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export class Mailbox {
  private readonly entries: MailEntry[] = [];
  /** Where a person reads the codes (the emulator sets it once it knows its port). */
  pageUrl = '/_mailbox/ui';

  constructor(
    private readonly file: string,
    private readonly log: (line: string) => void,
  ) {
    if (!existsSync(file)) return;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      try {
        const e = JSON.parse(line) as Partial<MailEntry>;
        if (e.email && e.code && e.kind && e.at) this.entries.push(e as MailEntry);
      } catch {
        // a torn last line (crash mid-write) is skipped
      }
    }
  }

  /** Records one delivered code: console line, memory, and the jsonl file. */
  deliver(email: string, code: string, kind: MailKind): MailEntry {
    const entry: MailEntry = { email, code, kind, at: new Date().toISOString() };
    this.entries.push(entry);
    mkdirSync(dirname(this.file), { recursive: true });
    appendFileSync(this.file, `${JSON.stringify(entry)}\n`);
    // The code itself is never logged (a shared log must not hand out accounts): the mailbox page has it.
    this.log(`[identidade] código enviado para ${email} (${kind}): veja ${this.pageUrl}`);
    return entry;
  }

  /** All codes, oldest first; only those sent to `email` (case-insensitive) when given. */
  list(email?: string): MailEntry[] {
    return this.entries.filter((e) => email === undefined || sameEmail(e.email, email));
  }

  /** The newest code sent to `email` (of `kind`, when given). */
  latest(email: string, kind?: MailKind): MailEntry | undefined {
    return this.list(email)
      .filter((e) => kind === undefined || e.kind === kind)
      .at(-1);
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const formatAt = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'medium' });
};

/** The HTML page of GET /_mailbox/ui: the latest 50 codes, newest first. */
export function mailboxPage(entries: MailEntry[]): string {
  const rows = entries
    .slice(-50)
    .reverse()
    .map(
      (e) =>
        `<tr><td>${escapeHtml(e.email)}</td><td class="code">${escapeHtml(e.code)}</td>` +
        `<td>${escapeHtml(KIND_LABEL[e.kind] ?? e.kind)}</td><td>${escapeHtml(formatAt(e.at))}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="5">
<title>Caixa de e-mails (desenvolvimento) — Acolhe</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem; color: #1f2937; }
  table { border-collapse: collapse; min-width: 40rem; }
  th, td { text-align: left; padding: .4rem .8rem; border-bottom: 1px solid #e5e7eb; }
  .code { font-family: ui-monospace, monospace; font-size: 1.2rem; letter-spacing: .1em; }
  p { color: #4b5563; }
</style>
</head>
<body>
<h1>Caixa de e-mails de desenvolvimento</h1>
<p>Códigos que o provedor de identidade local teria enviado por e-mail. Esta página só existe no ambiente local e se atualiza a cada 5 segundos.</p>
<h2>Códigos mais recentes</h2>
${
  entries.length === 0
    ? '<p>Nenhum código enviado ainda.</p>'
    : `<table>
<thead><tr><th scope="col">E-mail</th><th scope="col">Código</th><th scope="col">Tipo</th><th scope="col">Enviado em</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
</body>
</html>
`;
}
