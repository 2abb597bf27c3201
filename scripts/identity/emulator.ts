// Local identity emulator: cognito-local 5.3.0 running in-process behind a small node:http
// server that (1) answers CORS for any localhost origin (the dev mailbox: only the site's), (2) serves the JWKS (the data folder's
// own key, keys.ts) and OpenID configuration under the issuer, (3) refuses unknown operations,
// oversized or malformed bodies and unsigned admin calls (sigv4.ts), (4) runs the fidelity layer
// (fidelity.ts) before cognito-local's router and (5) serves the dev mailbox (mailbox.ts). Dev-only.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { CognitoError, UnsupportedError } from 'cognito-local/lib/errors.js';
import { DateClock } from 'cognito-local/lib/services/clock.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { LogService } from 'cognito-local/lib/services/LogService.js';
import type { Messages } from 'cognito-local/lib/services/messages.js';
import { otp } from 'cognito-local/lib/services/otp.js';
import type { Triggers } from 'cognito-local/lib/services/triggers/index.js';
import { UserPoolServiceFactoryImpl, type User } from 'cognito-local/lib/services/userPoolService.js';
import {
  DEFAULT_IDENTITY_PORT,
  LOCAL_CLIENT_ID,
  LOCAL_OPERADORES_CLIENT_ID,
  LOCAL_OPERADORES_POOL_ID,
  LOCAL_REGION,
  LOCAL_USER_POOL_ID,
  issuerFor,
  operadoresIssuerFor,
} from './constants';
import { IdentityError, createFidelityLayer, guardStoreLookups, type Route } from './fidelity';
import { loadOrCreateAdminCredentials, loadOrCreateSigningKey, type AdminCredentials } from './keys';
import { Mailbox, mailboxPage, type MailKind } from './mailbox';
import { writePoolConfiguration } from './pool';
import { checkRequest } from './requests';
import { verifyAdminSignature } from './sigv4';
import { COGNITO_OPERATIONS, cognitoLocalRouter, requiresAdminSignature } from './targets';
import { LocalTokenGenerator, signJwt } from './tokens';

export type { AdminCredentials } from './keys';

/** Largest request body accepted (Cognito's requests are a few KB). */
export const MAX_BODY_BYTES = 64 * 1024;
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

export interface IdentityEmulatorOptions {
  /** Public port (the issuer's). 0 picks a free one. Default 9229. */
  port?: number;
  /** Folder of cognito-local's data files and of mailbox.jsonl, e.g. `<repo>/.data/identity`. */
  dataDir: string;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Where console lines go (codes, errors). Default console.log. */
  log?: (line: string) => void;
  /**
   * Credentials the Admin and List calls must be SigV4-signed with. Default: env
   * IDENTITY_ADMIN_ACCESS_KEY_ID + IDENTITY_ADMIN_SECRET_ACCESS_KEY, else the data folder's own
   * (generated on its first start, `<dataDir>/keys/admin-credentials.json`).
   */
  adminCredentials?: AdminCredentials;
  /**
   * The only origins the dev mailbox (/_mailbox, /_mailbox/ui: every code, so an account) answers
   * CORS for — the site's. Default none: a page of another localhost origin cannot read it. The
   * Cognito operations keep answering any localhost origin (the site's remotes and dev servers).
   */
  mailboxOrigins?: readonly string[];
}

/** In-process access to cognito-local's user records (dev tooling such as users.ts only). */
export interface IdentityUserStore {
  /** By username, sub or e-mail. */
  find(usernameOrEmail: string): Promise<User | null>;
  save(user: User): Promise<void>;
  remove(user: User): Promise<void>;
}

/** The operators' pool of the same emulator (issue 32): its ids, issuer and records. */
export interface OperadoresPool {
  userPoolId: string;
  clientId: string;
  /** http://localhost:<port>/local_operadores */
  issuer: string;
  jwksUrl: string;
  store: IdentityUserStore;
}

export interface IdentityEmulator {
  /** The operators' pool (staff; MFA required, admin-created users only). */
  operadores: OperadoresPool;
  /** Data folder (cognito-local's files, mailbox, keys/). */
  dataDir: string;
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
  /** Region + credentials for an SDK client that may call the admin operations. */
  region: string;
  adminCredentials: AdminCredentials;
  close(): Promise<void>;
}

const KIND_BY_SOURCE: Partial<Record<string, MailKind>> = {
  SignUp: 'signup',
  ResendCode: 'resend',
  ForgotPassword: 'forgot',
  UpdateUserAttribute: 'verify',
  VerifyUserAttribute: 'verify',
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

const TOO_LARGE = () => new IdentityError('RequestEntityTooLargeException', `Request body must be at most ${MAX_BODY_BYTES} bytes`, 413);

/**
 * The body, at most MAX_BODY_BYTES. Past that the rest is read and dropped (so the client, still
 * sending, gets the 413 instead of a reset connection), up to a hard stop where the socket is cut.
 */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > 16 * MAX_BODY_BYTES) {
      reject(TOO_LARGE());
      return;
    }
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY_BYTES) chunks.push(c);
      else if (size > 16 * MAX_BODY_BYTES) req.destroy();
    });
    req.on('end', () => (size > MAX_BODY_BYTES ? reject(TOO_LARGE()) : resolve(Buffer.concat(chunks))));
    req.on('close', () => reject(TOO_LARGE()));
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
    // the rest of an oversized body is not read: close rather than reuse the connection
    ...(status === 413 ? { connection: 'close' } : {}),
  });
  res.end(JSON.stringify({ __type: type, message }));
}

export async function startIdentityEmulator({
  port = DEFAULT_IDENTITY_PORT,
  dataDir,
  host = '127.0.0.1',
  log = (line) => console.log(line),
  adminCredentials: givenCredentials,
  mailboxOrigins = [],
}: IdentityEmulatorOptions): Promise<IdentityEmulator> {
  const signingKey = loadOrCreateSigningKey(dataDir);
  const adminCredentials = givenCredentials ?? loadOrCreateAdminCredentials(dataDir);
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
  let operadoresIssuer = '';

  async function handle(req: IncomingMessage, res: ServerResponse) {
    res.setHeader('x-amzn-requestid', randomUUID());
    const origin = req.headers.origin;
    const mailboxPath = (req.url ?? '').startsWith('/_mailbox');
    const allowed = mailboxPath ? mailboxOrigins.includes(origin ?? '') : LOCALHOST_ORIGIN.test(origin ?? '');
    if (origin && allowed) {
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
      // Both pools sign with the folder's key; their tokens differ by issuer and audience.
      const poolIssuer = url.pathname.startsWith(`/${LOCAL_OPERADORES_POOL_ID}/`) ? operadoresIssuer : issuer;
      const poolPath = new URL(poolIssuer).pathname;
      if (url.pathname === `${poolPath}/.well-known/jwks.json`) return sendJson(res, 200, { keys: [signingKey.jwk] });
      if (url.pathname === `${poolPath}/.well-known/openid-configuration`)
        return sendJson(res, 200, {
          issuer: poolIssuer,
          jwks_uri: `${poolIssuer}/.well-known/jwks.json`,
          id_token_signing_alg_values_supported: ['RS256'],
          subject_types_supported: ['public'],
          response_types_supported: ['code', 'token'],
        });
      return sendJson(res, 404, { message: 'Not found' });
    }
    if (req.method !== 'POST' || url.pathname !== '/') return sendJson(res, 404, { message: 'Not found' });

    // The Cognito JSON protocol: POST / with `x-amz-target: AWSCognitoIdentityProviderService.<Op>`.
    const rawTarget = String(req.headers['x-amz-target'] ?? '');
    const target = rawTarget.startsWith(TARGET_PREFIX) ? rawTarget.slice(TARGET_PREFIX.length) : '';
    try {
      if (!COGNITO_OPERATIONS.has(target))
        throw new IdentityError('UnknownOperationException', `Unknown operation: '${rawTarget.slice(0, 200)}'`);
      const raw = await readBody(req);
      if (requiresAdminSignature(target)) {
        await verifyAdminSignature(
          { method: req.method, url: req.url ?? '/', headers: req.headers, body: raw },
          { credentials: adminCredentials, region: LOCAL_REGION },
        );
      }
      let parsed: unknown;
      try {
        parsed = raw.length ? JSON.parse(raw.toString('utf8')) : {};
      } catch {
        throw new IdentityError('SerializationException', 'Request body is not valid JSON');
      }
      const body = checkRequest(target, parsed);
      const route = (await routeReady)(target);
      const output = await route(ctx, body);
      sendJson(res, 200, output ?? {}, 'application/x-amz-json-1.1');
    } catch (err) {
      if (err instanceof IdentityError) return sendCognitoError(res, err.status, err.type, err.message);
      if (err instanceof CognitoError) return sendCognitoError(res, 400, err.code, err.message);
      if (err instanceof UnsupportedError) {
        // a real Cognito operation the emulator lacks: a client error (an SDK retries a 500)
        log(`[identidade] operação não suportada pelo emulador: ${target} (${err.message})`);
        return sendCognitoError(res, 400, 'UnsupportedOperationException', `Cognito Local unsupported feature: ${err.message}`);
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
  operadoresIssuer = operadoresIssuerFor(actualPort);
  mailbox.pageUrl = `http://localhost:${actualPort}/_mailbox/ui`;

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
    guardStoreLookups(cognito);

    // cognito-local's delivery hook: every code it (or the fidelity layer) "sends" goes to the mailbox.
    const messages: Messages = {
      async deliver(_ctx, source, _clientId, _poolId, _user, code, _meta, details) {
        const kind = KIND_BY_SOURCE[source];
        if (kind && details.DeliveryMedium === 'EMAIL') mailbox.deliver(details.Destination, code, kind);
        // never the code itself in the log (issue 29): the mailbox page shows it
        else log(`[identidade] mensagem ${source} para ${details.Destination} (código em /_mailbox/ui)`);
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
      tokenGenerator: new LocalTokenGenerator(clock, standardClaims, tokenConfig.IssuerDomain, signingKey),
      triggers: noTriggers,
    };
    resolveRoute(
      createFidelityLayer({
        services,
        router: cognitoLocalRouter(services),
        issuers: [issuer, operadoresIssuer],
        publicKey: signingKey.publicKey,
        sign: (claims) => signJwt(claims, signingKey),
        deliverCode: (email, code, kind) => mailbox.deliver(email, code, kind),
      }),
    );
  } catch (err) {
    rejectRoute(err);
    await close();
    throw err;
  }

  const storeOf = async (poolId: string): Promise<IdentityUserStore> => {
    const pool = await services.cognito.getUserPool(ctx, poolId);
    return {
      find: (usernameOrEmail) => pool.getUserByUsername(ctx, usernameOrEmail),
      save: (user) => pool.saveUser(ctx, user),
      remove: (user) => pool.deleteUser(ctx, user),
    };
  };
  const store = await storeOf(LOCAL_USER_POOL_ID);

  return {
    url: `http://localhost:${actualPort}`,
    port: actualPort,
    userPoolId: LOCAL_USER_POOL_ID,
    clientId: LOCAL_CLIENT_ID,
    issuer,
    jwksUrl: `${issuer}/.well-known/jwks.json`,
    mailbox,
    store,
    region: LOCAL_REGION,
    adminCredentials,
    operadores: {
      userPoolId: LOCAL_OPERADORES_POOL_ID,
      clientId: LOCAL_OPERADORES_CLIENT_ID,
      issuer: operadoresIssuer,
      jwksUrl: `${operadoresIssuer}/.well-known/jwks.json`,
      store: await storeOf(LOCAL_OPERADORES_POOL_ID),
    },
    dataDir,
    close,
  };
}
