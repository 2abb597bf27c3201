// `npm start`: the whole platform on the embedded defaults — identity emulator, mail catcher
// (maildev), api on PGlite (seeded on first start), the five remotes and the shell — supervised
// until Ctrl-C.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { reapOnExit, signalGroup } from '../bench/processGroup';
import { startIdentityEmulator } from '../identity/emulator';
import { adminCredentialsLocation } from '../identity/keys';
import { demoOperadorFile, ensureDemoOperador } from '../identity/operadores';
import { ensureDemoUsers } from '../identity/users';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@acolhe/api/demo-accounts';
import { isReleasePath, releaseSettings } from '../release/config';
import { remotesWithRepoints } from '../release/served';
import { buildFrontends } from './build';
import { mailPorts, startMailCatcher, startMailControl } from './mail-catcher';
import { dataDir, FRONTENDS, repoRoot } from './paths';
import { remoteSecurityHeaders, type PolicyConfig } from './security-headers';
import { shellHeaders, startStaticSite } from './static-server';
import { shellPages } from './seo/pages';
import { serverRenderer } from './ssr/renderer';

const require = createRequire(import.meta.url);
const { ports, localRemotes, localRuntimeConfig, devOverrideOrigins, shellOrigins } = require('../../tooling/runtime/local.cjs') as {
  ports: Record<'shell' | 'discovery' | 'booking' | 'therapistArea' | 'clientArea' | 'operacao' | 'api' | 'identity', number>;
  localRemotes: () => Record<string, string>;
  localRuntimeConfig: () => PolicyConfig;
  devOverrideOrigins: () => string[];
  shellOrigins: () => string[];
};

const dev = process.argv.includes('--dev');
/** METRICS_TOKEN of the local api (override with METRICS_TOKEN) */
const LOCAL_METRICS_TOKEN = 'acolhe-local-metrics';
// `npm run release` folders and the remotes.json entries `npm run repoint` wrote (docs/deploy.md).
const releases = releaseSettings(process.env, dataDir);
const servedRemotes = remotesWithRepoints(localRemotes, releases.remotesFile);
if (dev) {
  // `npm run dev` is where integration testers re-point remotes (`?remote.<name>=`); `npm start`
  // serves like production, overrides off. The dev servers read these through local.cjs.
  process.env.ACOLHE_REMOTE_OVERRIDES ??= 'true';
  process.env.ACOLHE_REMOTE_OVERRIDE_ORIGINS ??= devOverrideOrigins().join(',');
}
const children: ChildProcess[] = [];
const servers: Server[] = [];
let stopping = false;

const PORT_OF: Record<(typeof FRONTENDS)[number], number> = {
  shell: ports.shell,
  'mfe-discovery': ports.discovery,
  'mfe-booking': ports.booking,
  'mfe-therapist-area': ports.therapistArea,
  'mfe-client-area': ports.clientArea,
  'mfe-operacao': ports.operacao,
};
/** The site's origins (the shell and the remotes): the only ones the api, the mail catcher and the
 * identity emulator's dev mailbox answer CORS for. */
const siteOrigins = (): string[] =>
  (process.env.CORS_ORIGINS ?? FRONTENDS.map((f) => `http://localhost:${PORT_OF[f]}`).join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function spawnChild(name: string, command: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }) {
  // Own process group: `npx` does not pass SIGTERM on to the process it runs, so stop() signals
  // the whole group (else a failed start left the api and the dev servers holding their ports).
  const child = spawn(command, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: 'inherit', detached: true });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[acolhe] ${name} parou (código ${code ?? signal}); encerrando o ambiente.`);
    void stop(1);
  });
  // whatever ends this process (an error, process.exit): no child group outlives it
  reapOnExit(child);
  children.push(child);
  return child;
}

// Five webpack compilations and the api's first seed share the CPU: on a busy 2-core machine the
// api alone has needed more than 2 minutes. STACK_READY_TIMEOUT_MS changes the wait.
const READY_TIMEOUT_MS = Number(process.env.STACK_READY_TIMEOUT_MS ?? 300_000);

async function waitFor(url: string, timeoutMs = READY_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} não respondeu em ${timeoutMs / 1000} s`);
}

let closeIdentity: (() => Promise<void>) | undefined;
let closeMail: (() => Promise<void>) | undefined;

function exitedWithin(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // The children first, each a process group of its own: a child still up 5 s after SIGTERM is
  // killed, so none keeps its port after `npm start` ends. Only then the servers of this process,
  // whose close can wait on keep-alive connections: a caller that loses patience and kills this
  // process (the dev loop's test: 15 s) must not leave a dev server behind (it did: port 7705).
  for (const child of children) signalGroup(child, 'SIGTERM');
  await Promise.all(children.map(async (child) => (await exitedWithin(child, 5_000)) || signalGroup(child, 'SIGKILL')));
  for (const s of servers) s.closeIdleConnections();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  await closeIdentity?.();
  await closeMail?.().catch((error: unknown) => console.error('[acolhe] caixa de e-mails não fechou:', error));
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

async function main() {
  const started = Date.now();
  if (!dev) await buildFrontends();

  const identity = await startIdentityEmulator({ port: ports.identity, dataDir: join(dataDir, 'identity'), mailboxOrigins: siteOrigins() });
  closeIdentity = () => identity.close();
  await ensureDemoUsers(identity);
  await ensureDemoOperador(identity);

  // Every e-mail the api sends lands here; nothing leaves the machine.
  const mail = await startMailCatcher({
    smtpPort: mailPorts.smtp,
    webPort: mailPorts.web,
    mailDirectory: join(dataDir, 'mail'),
    siteOrigins: siteOrigins(),
  });
  closeMail = () => mail.close();
  if (process.env.MAILDEV_CONTROL_PORT) servers.push(await startMailControl(Number(process.env.MAILDEV_CONTROL_PORT), mail));

  const shellOrigin = `http://localhost:${ports.shell}`;
  const metricsToken = process.env.METRICS_TOKEN ?? LOCAL_METRICS_TOKEN;
  /** Where the site is public: canonical URLs, the sitemap, the links a page shares. */
  const siteOrigin = (): string => process.env.PUBLIC_SITE_URL ?? shellOrigin;
  spawnChild('api', 'npx', ['tsx', 'src/server.ts'], {
    cwd: join(repoRoot, 'api'),
    env: {
      API_PORT: String(ports.api),
      DATA_DIR: dataDir,
      // Request lines would drown the console the developer reads codes from.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      COGNITO_ISSUER: identity.issuer,
      COGNITO_JWKS_URL: identity.jwksUrl,
      COGNITO_CLIENT_ID: identity.clientId,
      // the operators' pool: only its tokens open /operacao/* (api/src/auth/operador.ts)
      OPERADORES_ISSUER: identity.operadores.issuer,
      OPERADORES_JWKS_URL: identity.operadores.jwksUrl,
      OPERADORES_CLIENT_ID: identity.operadores.clientId,
      // the api's admin calls, signed with the emulator's admin key as hosted Cognito's are with the
      // api's IAM role: AdminDeleteUser (an erased account) and AdminUserGlobalSignOut ('Sair de
      // todos os dispositivos')
      IDENTITY_ADMIN_ACCESS_KEY_ID: identity.adminCredentials.accessKeyId,
      IDENTITY_ADMIN_SECRET_ACCESS_KEY: identity.adminCredentials.secretAccessKey,
      CORS_ORIGINS: siteOrigins().join(','),
      // links in the e-mails point at this shell
      PUBLIC_SITE_URL: siteOrigin(),
      // Always the local catcher, never an SMTP_URL from the developer's shell: demo and test
      // addresses must not reach a real mail service. MAIL_ENABLED=false keeps messages in the
      // outbox ('pendente').
      SMTP_URL: mail.smtpUrl,
      MAIL_ENABLED: process.env.MAIL_ENABLED ?? 'true',
      // the local demo's calendar servers (a Radicale, a file server) are on this machine (issue 45)
      OUTBOUND_ALLOW_LOOPBACK: process.env.OUTBOUND_ALLOW_LOOPBACK ?? 'true',
      MAIL_FROM: process.env.MAIL_FROM ?? 'Acolhe <nao-responda@acolhe.local>',
      // /metrics on the api's port behind a token (docs/operations.md, "Metrics"); a fixed one is
      // fine here: the local api listens on 127.0.0.1 only
      METRICS_TOKEN: metricsToken,
      // The site's server (this process) calls the api for each visitor of a public page and
      // passes the visitor's address on: the api counts its rate limit per visitor, not per site.
      TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '127.0.0.1,::1',
    },
  });

  if (dev) {
    for (const folder of FRONTENDS) {
      spawnChild(folder, 'npx', ['webpack', 'serve', '--mode', 'development'], { cwd: join(repoRoot, folder) });
    }
  } else {
    for (const folder of FRONTENDS) {
      const dir = join(repoRoot, folder, 'dist');
      servers.push(
        await startStaticSite(
          folder === 'shell'
            ? {
                name: folder,
                dir,
                port: PORT_OF[folder],
                spa: true,
                trustProxyHops: Number(process.env.SITE_TRUST_PROXY_HOPS ?? 0) || 0,
                // dist/server/ is the server's own code (the render), never a file of the site.
                servable: (pathname) => !pathname.startsWith('/server/'),
                json: { '/config.json': localRuntimeConfig, '/remotes.json': servedRemotes },
                // CSP and friends from the config and remotes.json being served, per response.
                securityHeaders: shellHeaders(dir, localRuntimeConfig, servedRemotes),
                // robots.txt, sitemap.xml, each page's head and status (docs/deploy.md).
                // …and the public pages rendered on the server (docs/deploy.md, "Server rendering").
                pages: shellPages({
                  dir,
                  publicOrigin: siteOrigin,
                  apiBaseUrl: () => localRuntimeConfig().apiBaseUrl,
                  remotes: servedRemotes,
                  render: serverRenderer({ shellDir: dir, remotes: servedRemotes, config: localRuntimeConfig, publicOrigin: () => shellOrigin, siteOrigin }),
                }),
              }
            : { name: folder, dir, port: PORT_OF[folder], securityHeaders: remoteSecurityHeaders, corsOrigins: shellOrigins },
        ),
      );
    }
    // Released versions, served like a CDN would: the shell runs them only once remotes.json names
    // this origin (a repoint), as it does for any remote.
    mkdirSync(releases.releasesDir, { recursive: true });
    servers.push(
      await startStaticSite({
        name: 'releases',
        dir: releases.releasesDir,
        port: releases.port,
        securityHeaders: remoteSecurityHeaders,
        corsOrigins: shellOrigins,
        servable: isReleasePath,
      }),
    );
  }

  await waitFor(`http://localhost:${ports.api}/health`);
  await Promise.all(FRONTENDS.map((f) => waitFor(`http://localhost:${PORT_OF[f]}/${f === 'shell' ? '' : 'mf-manifest.json'}`)));

  const accounts = DEMO_ACCOUNTS.map((a) => `    ${a.tipo.padEnd(9)} ${a.email}  senha ${DEMO_PASSWORD}`).join('\n');
  console.log(`
  Acolhe está no ar em ${(Date.now() - started) / 1000} s${dev ? ' (modo dev, hot reload)' : ''}:

    ${shellOrigin}

  Contas de demonstração:
${accounts}

  Operador de demonstração (console em ${shellOrigin}/operacao, código do autenticador a cada acesso):
    senha e segredo TOTP em ${demoOperadorFile(join(dataDir, 'identity'))}
    novo operador: npm run operador -- adicionar <e-mail>

  Códigos de confirmação (cadastro, senha, novo e-mail) — nunca neste console:
    http://localhost:${ports.identity}/_mailbox/ui
  Caixa de e-mails (maildev): ${mail.webUrl}
    (todo e-mail que a API envia — solicitações, confirmações, lembretes; nada sai da máquina)
  Admin da identidade (Admin*/List*, SigV4 ${identity.region}): chave e segredo em ${adminCredentialsLocation(join(dataDir, 'identity'))}
  Chave dos prontuários (AES-256-GCM): ${prontuarioKeysLocation()}
  API: http://localhost:${ports.api} (documentação em /docs) · dados em ${dataDir}
  Prontidão e métricas: http://localhost:${ports.api}/ready · curl -H 'Authorization: Bearer ${process.env.METRICS_TOKEN ? '$METRICS_TOKEN' : LOCAL_METRICS_TOKEN}' http://localhost:${ports.api}/metrics${dev ? '' : `
  Versões publicadas (npm run release / repoint / rollback): http://localhost:${releases.port}`}
  Ctrl-C encerra tudo; os dados ficam para o próximo npm start.
ACOLHE_READY ${shellOrigin}
`);
}

/** Where the prontuário's master keys are (never printed): ACOLHE_PRONTUARIO_KEYS, or the file the
 * api generates on its first start (api/src/prontuario/keys.ts, generatedKeysFile). */
function prontuarioKeysLocation(): string {
  return process.env.ACOLHE_PRONTUARIO_KEYS
    ? 'a variável ACOLHE_PRONTUARIO_KEYS'
    : `gerada em ${join(dataDir, 'keys', 'prontuario-keys.json')} (sem ACOLHE_PRONTUARIO_KEYS; guarde-a — sem ela os prontuários não abrem)`;
}

main().catch((error) => {
  console.error('[acolhe] falha ao iniciar:', error);
  void stop(1);
});
