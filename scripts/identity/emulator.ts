// Local identity emulator: cognito-local 5.3.0 running in-process behind a small node:http
// server that (1) answers CORS for any localhost origin, (2) serves the JWKS and OpenID
// configuration under the issuer, (3) runs the fidelity layer (fidelity.ts) before
// cognito-local's router and (4) serves the dev mailbox (mailbox.ts). Dev-only.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import cognitoLocalKey from 'cognito-local/lib/keys/cognitoLocal.public.json';
import { CognitoError, UnsupportedError } from 'cognito-local/lib/errors.js';
import { DateClock } from 'cognito-local/lib/services/clock.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { LogService } from 'cognito-local/lib/services/LogService.js';
import type { Messages } from 'cognito-local/lib/services/messages.js';
import { otp } from 'cognito-local/lib/services/otp.js';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js';
import type { Triggers } from 'cognito-local/lib/services/triggers/index.js';
import { UserPoolServiceFactoryImpl, type User } from 'cognito-local/lib/services/userPoolService.js';
import { DEFAULT_IDENTITY_PORT, LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID, issuerFor } from './constants';
import { IdentityError, createFidelityLayer, type Route } from './fidelity';
import { Mailbox, mailboxPage, type MailKind } from './mailbox';
import { writePoolConfiguration } from './pool';
import { cognitoLocalRouter } from './targets';

export interface IdentityEmulatorOptions {
  /** Public port (the issuer's). 0 picks a free one. Default 9229. */
  port?: number;
  /** Folder of cognito-local's data files and of mailbox.jsonl, e.g. `<repo>/.data/identity`. */
  dataDir: string;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Where console lines go (codes, errors). Default console.log. */
  log?: (line: string) => void;
}

/** In-process access to cognito-local's user records (dev tooling such as users.ts only). */
export interface IdentityUserStore {
  /** By username, sub or e-mail. */
  find(usernameOrEmail: string): Promise<User | null>;
  save(user: User): Promise<void>;
  remove(user: User): Promise<void>;
}

export interface IdentityEmulator {
  /** Endpoint for the SDK, e.g. http://localhost:9229 */
  url: string;
  port: number;
  userPoolId: string;
  clientId: string;
  /** http://localhost:<port>/local_acolhe */
  issuer: string;
  /** <issuer>/.well-known/jwks.json */
  jwksUrl: string;
  mailbox: Mailbox;
  store: IdentityUserStore;
  close(): Promise<void>;
}

const KIND_BY_SOURCE: Partial<Record<string, MailKind>> = {
  SignUp: 'signup',
  ResendCode: 'resend',
  ForgotPassword: 'forgot',
};

const LOCALHOST_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

// cognito-local wants a pino-like logger; its debug chatter is not useful here.
function quietLogger(log: (line: string) => void): LogService {
  const logger = {
    debug: () => {},
    info: () => {},
    warn: () => {},
    error: (...args: unknown[]) => log(`[identidade] erro interno: ${args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ')}`),
    child: () => logger,
  };
  return logger as unknown as LogService;
}

// No Lambda triggers on the local pool: every trigger reports disabled.
const noTriggers: Triggers = {
  enabled: () => false,
  customMessage: () => Promise.reject(new Error('no triggers')),
  customEmailSender: () => Promise.reject(new Error('no triggers')),
  postAuthentication: () => Promise.reject(new Error('no triggers')),
  postConfirmation: () => Promise.reject(new Error('no triggers')),
  preSignUp: () => Promise.reject(new Error('no triggers')),
  preTokenGeneration: () => Promise.reject(new Error('no triggers')),
  userMigration: () => Promise.reject(new Error('no triggers')),
};

/**
 * Real Cognito puts the user's readable standard attributes in the IdToken; cognito-local only adds
 * email and the custom ones. A pre-token-generation hook adds `name`, so the api learns a new
 * user's name from the first token, as it would with the hosted pool.
 */
const standardClaims: Triggers = {
  ...noTriggers,
  enabled: (trigger) => trigger === 'PreTokenGeneration',
  preTokenGeneration: async (_ctx, { userAttributes }) => {
    const name = userAttributes.find((a) => a.Name === 'name')?.Value;
    return { claimsOverrideDetails: { claimsToAddOrOverride: name ? { name } : {} } };
  },
};

/** cognito-local's wire format: Dates as epoch seconds. */
function toWireJson(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, v) {
    const raw = this[key];
    return raw instanceof Date ? Math.floor(raw.getTime() / 1000) : v;
  });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > 1_000_000) {
        reject(new IdentityError('SerializationException', 'Request body too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, contentType = 'application/json') {
  res.writeHead(status, { 'content-type': contentType });
  res.end(typeof body === 'string' ? body : toWireJson(body));
}

function sendCognitoError(res: ServerResponse, status: number, type: string, message: string) {
  res.writeHead(status, {
    'content-type': 'application/x-amz-json-1.1',
    'x-amzn-errortype': `${type}:`,
  });
  res.end(JSON.stringify({ __type: type, message }));
}

export async function startIdentityEmulator({
  port = DEFAULT_IDENTITY_PORT,
  dataDir,
  host = '127.0.0.1',
  log = (line) => console.log(line),
}: IdentityEmulatorOptions): Promise<IdentityEmulator> {
  const mailbox = new Mailbox(join(dataDir, 'mailbox.jsonl'), log);
  const ctx: Context = { logger: quietLogger(log) };

  // The issuer needs the public port, known only once listening (port 0); requests that
  // arrive before the services are built wait for them.
  let resolveRoute!: (r: (target: string) => Route) => void;
  let rejectRoute!: (e: unknown) => void;
  const routeReady = new Promise<(target: string) => Route>((res, rej) => {
    resolveRoute = res;
    rejectRoute = rej;
  });
  routeReady.catch(() => {});
  let issuer = '';

  async function handle(req: IncomingMessage, res: ServerResponse) {
    res.setHeader('x-amzn-requestid', randomUUID());
    const origin = req.headers.origin;
    if (origin && LOCALHOST_ORIGIN.test(origin)) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('vary', 'Origin');
      res.setHeader('access-control-expose-headers', 'x-amzn-requestid, x-amzn-errortype, date');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers':
          req.headers['access-control-request-headers'] ?? 'content-type, x-amz-target, x-amz-user-agent, amz-sdk-invocation-id, amz-sdk-request',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }

    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (url.pathname === '/_mailbox') return sendJson(res, 200, mailbox.list(url.searchParams.get('email') ?? undefined));
      if (url.pathname === '/_mailbox/ui') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(mailboxPage(mailbox.list(url.searchParams.get('email') ?? undefined)));
        return;
      }
      if (url.pathname === '/health') return sendJson(res, 200, { ok: true });
      if (url.pathname === `/${LOCAL_USER_POOL_ID}/.well-known/jwks.json`)
        return sendJson(res, 200, { keys: [cognitoLocalKey.jwk] });
      if (url.pathname === `/${LOCAL_USER_POOL_ID}/.well-known/openid-configuration`)
        return sendJson(res, 200, {
          issuer,
          jwks_uri: `${issuer}/.well-known/jwks.json`,
          id_token_signing_alg_values_supported: ['RS256'],
          subject_types_supported: ['public'],
          response_types_supported: ['code', 'token'],
        });
      return sendJson(res, 404, { message: 'Not found' });
    }
    if (req.method !== 'POST' || url.pathname !== '/') return sendJson(res, 404, { message: 'Not found' });

    // The Cognito JSON protocol: POST / with `x-amz-target: AWSCognitoIdentityProviderService.<Op>`.
    const target = String(req.headers['x-amz-target'] ?? '').split('.')[1];
    if (!target) return sendCognitoError(res, 400, 'UnknownOperationException', 'Missing or invalid x-amz-target header');
    let body: Record<string, unknown>;
    try {
      const raw = await readBody(req);
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return sendCognitoError(res, 400, 'SerializationException', 'Request body is not valid JSON');
    }
    const route = (await routeReady)(target);
    try {
      const output = await route(ctx, body);
      sendJson(res, 200, output ?? {}, 'application/x-amz-json-1.1');
    } catch (err) {
      if (err instanceof IdentityError) return sendCognitoError(res, err.status, err.type, err.message);
      if (err instanceof CognitoError) return sendCognitoError(res, 400, err.code, err.message);
      if (err instanceof UnsupportedError) {
        log(`[identidade] operação não suportada pelo emulador: ${target} (${err.message})`);
        return sendCognitoError(res, 500, 'CognitoLocal#Unsupported', `Cognito Local unsupported feature: ${err.message}`);
      }
      log(`[identidade] erro em ${target}: ${err instanceof Error ? err.stack : String(err)}`);
      return sendCognitoError(res, 500, 'InternalErrorException', 'Internal error');
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      log(`[identidade] erro: ${err instanceof Error ? err.stack : String(err)}`);
      if (!res.headersSent) sendCognitoError(res, 500, 'InternalErrorException', 'Internal error');
      else res.end();
    });
  });
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(`[identidade] a porta ${port} já está em uso (outro emulador? node --inspect?). Use IDENTITY_PORT para escolher outra.`)
          : err,
      );
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  issuer = issuerFor(actualPort);

  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });

  let services: Services;
  try {
    writePoolConfiguration(dataDir);
    const clock = new DateClock();
    const dataStores = new StormDBDataStoreFactory(dataDir);
    const cognito = await new CognitoServiceFactoryImpl(
      dataDir,
      dataStores,
      new UserPoolServiceFactoryImpl(clock, dataStores),
    ).create(ctx, { UsernameAttributes: ['email'] });

    // cognito-local's delivery hook: every code it (or the fidelity layer) "sends" goes to the mailbox.
    const messages: Messages = {
      async deliver(_ctx, source, _clientId, _poolId, _user, code, _meta, details) {
        const kind = KIND_BY_SOURCE[source];
        if (kind && details.DeliveryMedium === 'EMAIL') mailbox.deliver(details.Destination, code, kind);
        else log(`[identidade] mensagem ${source} para ${details.Destination}: ${code}`);
      },
    };
    const tokenConfig = { IssuerDomain: `http://localhost:${actualPort}` };
    services = {
      clock,
      cognito,
      config: {
        LambdaClient: {},
        TriggerFunctions: {},
        UserPoolDefaults: { UsernameAttributes: ['email'] },
        TokenConfig: tokenConfig,
        ServerConfig: { port: actualPort, hostname: host, development: false, https: false },
      } as unknown as Services['config'],
      messages,
      otp,
      tokenGenerator: new JwtTokenGenerator(clock, standardClaims, tokenConfig),
      triggers: noTriggers,
    };
    resolveRoute(createFidelityLayer({ services, router: cognitoLocalRouter(services), issuer }));
  } catch (err) {
    rejectRoute(err);
    await close();
    throw err;
  }

  const pool = await services.cognito.getUserPool(ctx, LOCAL_USER_POOL_ID);
  const store: IdentityUserStore = {
    find: (usernameOrEmail) => pool.getUserByUsername(ctx, usernameOrEmail),
    save: (user) => pool.saveUser(ctx, user),
    remove: (user) => pool.deleteUser(ctx, user),
  };

  return {
    url: `http://localhost:${actualPort}`,
    port: actualPort,
    userPoolId: LOCAL_USER_POOL_ID,
    clientId: LOCAL_CLIENT_ID,
    issuer,
    jwksUrl: `${issuer}/.well-known/jwks.json`,
    mailbox,
    store,
    close,
  };
}
