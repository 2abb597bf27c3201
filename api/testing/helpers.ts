// Test harness: a fresh database per test file (in-memory PGlite from the migrated template, or
// the PostgreSQL of DATABASE_URL with every table truncated), a local RSA key whose JWKS the app
// trusts, token signing, a movable clock, and helpers to create users and data through the api.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { appendFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Appointment, AvailabilityDay, TherapistProfileForm, UserType } from '@acolhe/shared-domain';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { createDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { ensureCatalogue } from '../src/catalogo/especialidades';
import { CacheEvents } from '../src/lib/cache-events';
import { MemoryIdentityAdmin } from './identity-admin';
import { MemoryStorage } from './memory-storage';
import { TRUNCATE_TEST_TABLES } from './truncate';
import { migrateDatabase } from '../src/database';

export const TEST_ISSUER = 'http://localhost:9229/local_acolhe';
export const TEST_CLIENT_ID = 'acolhelocalclient000000000';
/** The operators' pool (a second pool): `token()` signs for it when the user's tipo is 'operador'. */
export const TEST_OPERADORES_ISSUER = 'http://localhost:9229/local_operadores';
export const TEST_OPERADORES_CLIENT_ID = 'acolheoperadoresclient0000';
export const usingPostgres = Boolean(process.env.DATABASE_URL);

export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.DATABASE_URL) {
    const handle = await createDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 25 });
    await migrateDatabase(handle);
    await handle.db.execute(sql.raw(TRUNCATE_TEST_TABLES));
    await ensureCatalogue(handle.db);
    return handle;
  }
  const template = process.env.ACOLHE_PGLITE_TEMPLATE;
  const handle = await createDatabase(template ? { pgliteTemplate: template } : {});
  await migrateDatabase(handle);
  await ensureCatalogue(handle.db);
  return handle;
}

/** A clock the test moves; starts at a fixed instant (a Wednesday, 10:00 in São Paulo). */
export class TestClock {
  current: Date;
  constructor(iso = '2030-01-16T13:00:00.000Z') {
    this.current = new Date(iso);
  }
  now = (): Date => new Date(this.current.getTime());
  set(iso: string) {
    this.current = new Date(iso);
  }
}

export interface TestKeys {
  privateKey: CryptoKey;
  publicJwk: JWK;
  kid: string;
}

export async function createKeys(): Promise<TestKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateKey: privateKey as CryptoKey, publicJwk, kid };
}

export interface TestUser {
  sub: string;
  email: string;
  name?: string;
  tipo: UserType | string;
}

export interface SignOptions {
  issuer?: string;
  audience?: string;
  tokenUse?: string;
  expiresInSeconds?: number;
  issuedAt?: Date;
  key?: CryptoKey;
  kid?: string;
  extraClaims?: Record<string, unknown>;
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  clock: TestClock;
  keys: TestKeys;
  storage: MemoryStorage;
  config: AppConfig;
  /** the app's cache events (AppContext.events): what a test's direct write tells the caches */
  events: CacheEvents;
  /** the operators' pool as the app's AdminGetUser sees it (unless the test passed its own operadoresAdmin) */
  operadoresIdentity: MemoryIdentityAdmin;
  token(user: TestUser, options?: SignOptions): Promise<string>;
  /** app.inject with JSON body and an optional user (token signed on the fly) */
  call(options: Omit<InjectOptions, 'body'> & { user?: TestUser; body?: unknown }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startTestApp(
  overrides: Partial<BuildAppOptions> & { configOverrides?: Partial<AppConfig>; /** a database opened (and migrated) by the test itself, e.g. PGlite on disk; closed with the app */ database?: DatabaseHandle } = {},
): Promise<TestContext> {
  const { database, ...appOverrides } = overrides;
  const handle = database ?? (await createTestDatabase());
  const clock = new TestClock();
  const keys = await createKeys();
  const storage = new MemoryStorage();
  const events = overrides.events ?? new CacheEvents();
  const operadoresIdentity = new MemoryIdentityAdmin();
  const config = loadConfig(
    { DATA_DIR: '/tmp/acolhe-api-test-data', LOG_LEVEL: 'silent', OUTBOUND_ALLOW_LOOPBACK: 'true' },
    {
      rateLimit: { enabled: false, timeWindow: 60_000, writeMax: 1000, authMax: 1000, publicMax: 1000 },
      // sweeps run where a test asks for them (sessoes/agenda-integrity.test.ts)
      jobs: { enabled: false, intervalMs: 60_000 },
      // e-mail delivery too: notificacoes/*.test.ts drive the worker with their own SMTP server
      mail: { enabled: false, smtpUrl: 'smtp://127.0.0.1:1', from: 'Acolhe <nao-responda@acolhe.com.br>', intervalMs: 60_000, batchSize: 10, maxAttempts: 10, retryDelaySeconds: 1 },
      ...overrides.configOverrides,
    },
  );
  const app = await buildApp({
    db: handle.db,
    raw: handle.raw,
    pool: handle.pool,
    driver: handle.driver,
    config,
    logger: false,
    auth: { jwks: createLocalJWKSet({ keys: [keys.publicJwk] }) },
    now: clock.now,
    storage,
    operadoresAdmin: operadoresIdentity,
    ...appOverrides,
    events,
  });
  await app.ready();

  async function token(user: TestUser, options: SignOptions = {}): Promise<string> {
    const issuedAt = options.issuedAt ?? clock.now();
    const iat = Math.floor(issuedAt.getTime() / 1000);
    const operador = user.tipo === 'operador';
    const claims: Record<string, unknown> = {
      email: user.email,
      // as Cognito's IdToken: the e-mail is the verified one
      email_verified: true,
      // the operators' pool has no role attribute: its users are staff
      ...(operador ? {} : { 'custom:profile_id': user.tipo }),
      token_use: options.tokenUse ?? 'id',
      ...options.extraClaims,
    };
    if (user.name !== undefined) claims.name = user.name;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? keys.kid })
      .setSubject(user.sub)
      .setIssuer(options.issuer ?? (operador ? TEST_OPERADORES_ISSUER : TEST_ISSUER))
      .setAudience(options.audience ?? (operador ? TEST_OPERADORES_CLIENT_ID : TEST_CLIENT_ID))
      .setIssuedAt(iat)
      .setExpirationTime(iat + (options.expiresInSeconds ?? 3600))
      .sign(options.key ?? keys.privateKey);
  }

  async function call(options: Omit<InjectOptions, 'body'> & { user?: TestUser; body?: unknown }) {
    const { user, body, headers, ...rest } = options;
    const h: Record<string, string> = { ...(headers as Record<string, string>) };
    if (user) h.authorization = `Bearer ${await token(user)}`;
    const inject: InjectOptions = { ...rest, headers: h };
    if (body !== undefined) inject.payload = body as InjectOptions['payload'];
    return app.inject(inject);
  }

  return {
    app,
    db: handle.db,
    handle,
    clock,
    keys,
    storage,
    config,
    events,
    operadoresIdentity,
    token,
    call,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/**
 * The app of one describe block (or file): started before its first test, closed after its last.
 * What it returns stands for that TestContext from then on — in hooks and tests, not while the
 * block is being declared.
 */
export function useTestApp(overrides: Parameters<typeof startTestApp>[0] = {}): TestContext {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await startTestApp(overrides);
  });
  afterAll(async () => context?.close());
  return new Proxy({} as TestContext, {
    get(_, key) {
      if (!context) throw new Error('the test app starts in beforeAll: use it in a hook or a test');
      return Reflect.get(context, key);
    },
  });
}

/**
 * Apps of one describe block on real sockets (127.0.0.1, a free port) over one test database, for
 * what app.inject cannot show (client addresses, proxies' headers); all closed after its last test.
 * `start(env)` builds one from the environment (e-mail and sweeps off) and answers its base URL.
 */
export function useListeningApps() {
  let handle: DatabaseHandle | undefined;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await handle?.close();
  });
  return async function start(env: Record<string, string>, options: Partial<BuildAppOptions> = {}, routes?: (app: FastifyInstance) => void): Promise<string> {
    const config = loadConfig({ DATA_DIR: '/tmp/acolhe-api-test-data', LOG_LEVEL: 'silent', MAIL_ENABLED: 'false', JOBS_ENABLED: 'false', ...env });
    const app = await buildApp({ db: handle!.db, config, logger: false, ...options });
    routes?.(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };
}

/** Polls `probe` every 50 ms until it answers something truthy, which it returns; fails after `timeoutMs`. */
export async function waitFor<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('condição não atingida a tempo');
    await new Promise((r) => setTimeout(r, 50));
  }
}

// ---------------------------------------------------------------- users and data

let counter = 0;
export function newTherapist(name = 'Terapeuta Teste'): TestUser {
  counter++;
  return { sub: randomUUID(), email: `terapeuta${counter}@teste.com.br`, name, tipo: 'terapeuta' };
}
/** An operator (staff, the operators' pool): `token()`/`call({ user })` sign for that pool. */
export function newOperador(name = 'operador'): TestUser {
  counter++;
  return { sub: randomUUID(), email: `${name}${counter}@acolhe.com.br`, tipo: 'operador' };
}

export function newClient(name = 'Cliente Teste'): TestUser {
  counter++;
  return { sub: randomUUID(), email: `cliente${counter}@teste.com.br`, name, tipo: 'cliente' };
}

/** A valid CPF (check digits computed) from a number, formatted 000.000.000-00. */
export function cpfFor(n: number): string {
  const base = String(100_000_000 + (n % 800_000_000)).padStart(9, '0').split('').map(Number);
  const digit = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  const second = digit([...base, first]);
  const d = [...base, first, second].join('');
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** How many registrations this process has handed out, across test files: jest gives each file a
 * fresh module (a module counter would restart at 0 in every file, and the files of a PostgreSQL run
 * share one database), so the count is the size of a per-process file, one byte appended per call. */
function nextRegistration(): number {
  const file = path.join(os.tmpdir(), `acolhe-test-registrations-${process.pid}`);
  appendFileSync(file, '.');
  return statSync(file).size;
}

/** A CRP and a CPF no other therapist of this test process has: both are unique among therapists
 * (migration 0025), so every profile a test saves gets its own unless the test gives them. */
export function uniqueRegistration(): { crp: string; cpf: string } {
  // region 06 (what the fixtures read): 10 processes × 100 000 registrations each in its 1 000 000 numbers
  const n = (process.pid % 10) * 100_000 + nextRegistration();
  return { crp: `06/${String(n % 1_000_000).padStart(6, '0')}`, cpf: cpfFor(n * 7 + 13) };
}

export function profileBody(overrides: Partial<TherapistProfileForm> = {}): TherapistProfileForm {
  return {
    fullName: 'Ana Paula Souza',
    birthDate: '1985-05-20',
    gender: 'feminino',
    ...uniqueRegistration(),
    phone: '(11) 98888-7777',
    city: 'São Paulo',
    state: 'SP',
    languages: ['portugues'],
    sessionTypes: ['individual'],
    sessionFormats: ['online', 'presencial'],
    sessionPrice: 150,
    sessionDuration: 50,
    bufferMinutes: 0,
    // no notice by default, so a test may book later the same day; notice has its own tests
    minNoticeHours: 0,
    officeAddress: { zipCode: '01310100', street: 'Avenida Paulista', number: '1000', complement: 'sala 12', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
    freeFirstSession: false,
    bio: 'Psicóloga clínica com experiência em ansiedade e depressão.',
    youtubeVideoUrl: '',
    paymentLink: '',
    profileImageUrl: '',
    title: 'Psicóloga Clínica',
    specialty: 'Especialista em Ansiedade',
    specialties: ['ansiedade', 'tcc'],
    description: 'Atendimento acolhedor.',
    approach: 'TCC',
    education: [{ id: '', degree: 'Graduação em Psicologia', institution: 'USP', year: '2008' }],
    ...overrides,
  };
}

/** Mon–Fri 09:00–12:00 (60 min → 09:00, 10:00, 11:00), weekend off. */
export function weekdaySchedule(start = '09:00', end = '12:00'): AvailabilityDay[] {
  return ([0, 1, 2, 3, 4, 5, 6] as const).map((dayOfWeek) => ({
    dayOfWeek,
    isAvailable: dayOfWeek >= 1 && dayOfWeek <= 5,
    workingHours: { start, end },
  }));
}

/** A therapist with a saved complete profile and availability, created through the api. */
export async function createReadyTherapist(
  t: TestContext,
  options: { user?: TestUser; profile?: Partial<TherapistProfileForm>; schedule?: AvailabilityDay[]; sessionDuration?: number } = {},
): Promise<TestUser> {
  const user = options.user ?? newTherapist(options.profile?.fullName ?? 'Ana Paula Souza');
  // online only unless a test asks for both (then a booking must say which)
  const saved = await t.call({ method: 'POST', url: '/terapeutas', user, body: profileBody({ sessionFormats: ['online'], ...options.profile }) });
  if (saved.statusCode !== 200) throw new Error(`profile save failed: ${saved.statusCode} ${saved.body}`);
  const availability = await t.call({
    method: 'POST',
    url: `/agenda/terapeutas/${user.sub}/disponibilidade`,
    user,
    body: { schedule: options.schedule ?? weekdaySchedule(), sessionDuration: options.sessionDuration ?? 60 },
  });
  if (availability.statusCode !== 200) throw new Error(`availability save failed: ${availability.statusCode} ${availability.body}`);
  // Public profiles are verified ones (issue 32): set in the database here — the operator's
  // approval itself is tested in its own suite (verificacao/verificacao.test.ts).
  await markVerified(t, user.sub);
  return user;
}

/** `client` books a session with `therapist` through the api (POST /sessoes), answered 201. */
export async function bookSession(
  t: TestContext,
  client: TestUser,
  therapist: TestUser,
  date: string,
  time = '09:00',
  extra: Record<string, unknown> = {},
): Promise<Appointment> {
  const res = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date, time, ...extra } });
  expect(res.statusCode).toBe(201);
  return res.json<Appointment>();
}

/** A session `client` booked and `therapist` confirmed (PATCH /sessoes/:id, answered 200). */
export async function confirmedSession(t: TestContext, client: TestUser, therapist: TestUser, date: string, time = '09:00'): Promise<Appointment> {
  const s = await bookSession(t, client, therapist, date, time);
  const res = await t.call({ method: 'PATCH', url: `/sessoes/${s.id}`, user: therapist, body: { status: 'CONFIRMED' } });
  expect(res.statusCode).toBe(200);
  return s;
}

/** The therapist's CRP as an operator approved it (at the test clock's now). */
export async function markVerified(t: TestContext, therapistId: string): Promise<void> {
  await t.db.execute(
    sql`UPDATE terapeutas SET verificacao_estado = 'verificado', verificacao_enviada_em = ${t.clock.now().toISOString()}::timestamptz,
      verificacao_decidida_em = ${t.clock.now().toISOString()}::timestamptz WHERE id = ${therapistId}`,
  );
  // the public reads cached before (a list without this profile) are stale now
  t.events.publicReadsChanged({ profiles: [therapistId], lists: 'cards' });
  t.events.agendaChanged(therapistId);
}

let completedSessions = 0;

/** A session of `client` with the therapist that took place and was completed — what allows a
 * review (issue 32) — or, with `status`, one that ended otherwise. Written directly, in the past (a day of its own each, so no two overlap):
 * through the api it would take a booking, a confirmation and a move of the clock. */
export async function completedSession(t: TestContext, client: TestUser, therapistId: string, status = 'COMPLETED'): Promise<string> {
  const n = ++completedSessions;
  const id = randomUUID();
  const date = new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  await t.db.execute(sql`INSERT INTO clientes (id, email, name) VALUES (${client.sub}, ${client.email}, ${client.name ?? ''}) ON CONFLICT (id) DO NOTHING`);
  await t.db.execute(sql`
    INSERT INTO sessoes (id, terapeuta_id, cliente_id, client_name, date, time, status, duration_minutes, starts_at, occupied_until)
    VALUES (${id}, ${therapistId}, ${client.sub}, ${client.name ?? ''}, ${date}, '10:00', ${status}, 50,
            ${`${date}T13:00:00Z`}::timestamptz, ${`${date}T13:50:00Z`}::timestamptz)`);
  return id;
}

/** A stream for the app's logger (`logger: { level, stream }`): the lines it received, and those lines as JSON records. */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines, records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

/** Parsed JSON body. */
/** The words a CHECK constraint of the migrated database allows (sorted): tests that keep a
 * migration's CHECK in agreement with shared-domain's list of statuses or reasons. */
export async function allowedByCheck(t: TestContext, constraint: string): Promise<string[]> {
  const result = (await t.db.execute(sql`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = ${constraint}`)) as unknown as { rows: { def: string }[] };
  const def = result.rows[0]?.def;
  if (!def) throw new Error(`no constraint ${constraint}`);
  return [...def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]!).sort();
}

/** A one-pixel PNG as `user`'s profile picture, through the api's own upload route. */
export function uploadProfileImage(t: TestContext, user: TestUser, folder: 'clientes' | 'terapeutas'): Promise<LightMyRequestResponse> {
  const m = multipart({ filename: 'foto.png', contentType: 'image/png', bytes: PNG_1x1 });
  return t.call({ method: 'POST', url: `/${folder}/${user.sub}/upload-profile-image`, user, headers: m.headers, payload: m.payload });
}

export function json<T = unknown>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

/**
 * An app over `t`'s database that keeps uploads on the local disk (a new temporary folder, removed
 * when the app closes) and answers their URLs under http://api.exemplo; every request is signed in
 * as the therapist `user`.
 */
export async function diskUploadsApp(t: TestContext, user: { sub: string; email: string; name: string }): Promise<FastifyInstance> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'acolhe-uploads-'));
  const app = await buildApp({
    db: t.db,
    config: { ...t.config, uploadsDir: dir, publicUrl: 'http://api.exemplo' },
    logger: false,
    auth: { verifier: async () => ({ ok: true, user: { ...user, tipo: 'terapeuta' } }) },
  });
  app.addHook('onClose', async () => rmSync(dir, { recursive: true, force: true }));
  return app;
}

// ---------------------------------------------------------------- images and multipart

/** A real 1×1 PNG. */
export const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG header claiming width×height (image-size reads only the IHDR), padded to `totalBytes`. */
export function pngWithSize(width: number, height: number, totalBytes = 64): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.writeUInt8(8, 24);
  header.writeUInt8(6, 25);
  return Buffer.concat([header, Buffer.alloc(Math.max(0, totalBytes - header.length))]);
}

export function gifWithSize(width: number, height: number): Buffer {
  const b = Buffer.alloc(32);
  b.write('GIF89a', 0, 'ascii');
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  return b;
}

export function webpWithSize(width: number, height: number): Buffer {
  const b = Buffer.alloc(30);
  b.write('RIFF', 0, 'ascii');
  b.writeUInt32LE(22, 4);
  b.write('WEBP', 8, 'ascii');
  b.write('VP8X', 12, 'ascii');
  b.writeUInt32LE(10, 16);
  b.writeUIntLE(width - 1, 24, 3);
  b.writeUIntLE(height - 1, 27, 3);
  return b;
}

export function jpegWithSize(width: number, height: number): Buffer {
  return Buffer.from([
    0xff, 0xd8, // SOI
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, // APP0 JFIF
    0xff, 0xc0, 0x00, 0x11, 0x08, (height >> 8) & 0xff, height & 0xff, (width >> 8) & 0xff, width & 0xff, 0x03,
    0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, // SOF0
    0xff, 0xd9, // EOI
  ]);
}

/** A multipart/form-data body with one file part (and optional text fields). */
export function multipart(
  file: { field?: string; filename: string; contentType: string; bytes: Buffer } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----acolheTestBoundary7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
