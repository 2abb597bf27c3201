import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { repoDir } from './lib/paths';

describe('loadConfig', () => {
  it('has local defaults for everything', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.join(repoDir(), '.data'),
      pgliteDir: path.join(repoDir(), '.data', 'pglite'),
      uploadsDir: path.join(repoDir(), '.data', 'uploads'),
      cognito: {
        issuer: 'http://localhost:9229/local_acolhe',
        jwksUrl: 'http://localhost:9229/local_acolhe/.well-known/jwks.json',
        clientId: 'acolhelocalclient000000000',
      },
      corsOrigins: ['http://localhost:3000', 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003', 'http://localhost:3004'],
      publicUrl: 'http://localhost:4000',
      cepProvider: 'stub',
      rateLimit: { enabled: true, writeMax: 120, authMax: 600, publicMax: 300 },
      seed: true,
      trustProxyHops: 0,
      trustedProxies: [],
      redisUrl: undefined,
      s3: undefined,
    });
  });

  it('reads the environment', () => {
    const c = loadConfig({
      API_PORT: '8080',
      API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/acolhe',
      DATA_DIR: '/srv/acolhe',
      COGNITO_ISSUER: 'https://cognito-idp.us-east-2.amazonaws.com/us-east-2_AbC/',
      COGNITO_CLIENT_ID: 'abc123',
      CORS_ORIGINS: 'https://acolhe.com.br, https://www.acolhe.com.br/',
      PUBLIC_URL: 'https://api.acolhe.com.br/',
      CEP_PROVIDER: 'viacep',
      RATE_LIMIT_ENABLED: 'false',
      RATE_LIMIT_WRITE_MAX: '10',
      RATE_LIMIT_PUBLIC_MAX: '500',
      SEED: 'false',
      TRUST_PROXY_HOPS: '2',
      TRUSTED_PROXIES: '10.20.0.0/16, 10.30.1.5, fd00::/8',
      REDIS_URL: 'redis://cache.interno:6379/0',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/acolhe',
      pgliteDir: '/srv/acolhe/pglite',
      uploadsDir: '/srv/acolhe/uploads',
      cognito: {
        issuer: 'https://cognito-idp.us-east-2.amazonaws.com/us-east-2_AbC',
        jwksUrl: 'https://cognito-idp.us-east-2.amazonaws.com/us-east-2_AbC/.well-known/jwks.json',
        clientId: 'abc123',
      },
      corsOrigins: ['https://acolhe.com.br', 'https://www.acolhe.com.br'],
      publicUrl: 'https://api.acolhe.com.br',
      cepProvider: 'viacep',
      rateLimit: { enabled: false, writeMax: 10, publicMax: 500 },
      seed: false,
      trustProxyHops: 2,
      trustedProxies: ['10.20.0.0/16', '10.30.1.5', 'fd00::/8'],
      redisUrl: 'redis://cache.interno:6379/0',
    });
  });

  it('configures e-mail delivery and the site the e-mails link to', () => {
    const c = loadConfig({});
    expect(c.publicSiteUrl).toBe('http://localhost:3000');
    expect(c.mail).toEqual({
      enabled: true,
      smtpUrl: 'smtp://127.0.0.1:1025',
      from: 'Acolhe <nao-responda@acolhe.com.br>',
      intervalMs: 5000,
      batchSize: 10,
      maxAttempts: 10,
      retryDelaySeconds: 30,
    });
    const custom = loadConfig({
      PUBLIC_SITE_URL: 'https://acolhe.com.br/',
      MAIL_ENABLED: 'false',
      SMTP_URL: 'smtps://usuario:senha@smtp.exemplo.com:465',
      MAIL_FROM: 'Equipe Acolhe <contato@acolhe.com.br>',
      MAIL_INTERVAL_MS: '2000',
      MAIL_BATCH_SIZE: '500',
      MAIL_MAX_ATTEMPTS: '3',
      MAIL_RETRY_DELAY_S: '5',
    });
    expect(custom.publicSiteUrl).toBe('https://acolhe.com.br');
    expect(custom.mail).toEqual({
      enabled: false,
      smtpUrl: 'smtps://usuario:senha@smtp.exemplo.com:465',
      from: 'Equipe Acolhe <contato@acolhe.com.br>',
      intervalMs: 2000,
      batchSize: 100,
      maxAttempts: 3,
      retryDelaySeconds: 5,
    });
  });

  it('configures the public reads cache (a backstop TTL on PostgreSQL, none on PGlite; 0 entries = off; lists lag 10 s)', () => {
    expect(loadConfig({}).publicCache).toEqual({ ttlMs: 0, maxEntries: 1000, maxBytes: 64 * 1024 * 1024, ratingsLagMs: 10_000 });
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/acolhe' }).publicCache.ttlMs).toBe(60_000);
    expect(loadConfig({}, { databaseUrl: 'postgres://u:p@db:5432/acolhe' }).publicCache.ttlMs).toBe(60_000);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/acolhe' }, { databaseUrl: undefined }).publicCache.ttlMs).toBe(0);
    expect(loadConfig({ PUBLIC_CACHE_TTL_MS: '3000' }).publicCache.ttlMs).toBe(3000);
    expect(loadConfig({ PUBLIC_CACHE_TTL_MS: '2000', PUBLIC_CACHE_MAX_ENTRIES: '0', PUBLIC_CACHE_MAX_MB: '8' }).publicCache).toEqual({
      ttlMs: 2000,
      maxEntries: 0,
      maxBytes: 8 * 1024 * 1024,
      ratingsLagMs: 10_000,
    });
    expect(loadConfig({ PUBLIC_CACHE_TTL_MS: '-1' }).publicCache.ttlMs).toBe(0);
    expect(loadConfig({ PUBLIC_CACHE_RATINGS_LAG_MS: '0' }).publicCache.ratingsLagMs).toBe(0);
    expect(loadConfig({ PUBLIC_CACHE_RATINGS_LAG_MS: '2500' }).publicCache.ratingsLagMs).toBe(2500);
    expect(loadConfig({ PUBLIC_CACHE_RATINGS_LAG_MS: '-5' }).publicCache.ratingsLagMs).toBe(0);
  });

  describe('trusted proxy hops (TRUST_PROXY_HOPS)', () => {
    it('is 0 unless set: the client address is the socket\'s', () => {
      expect(loadConfig({}).trustProxyHops).toBe(0);
      expect(loadConfig({ TRUST_PROXY_HOPS: ' ' }).trustProxyHops).toBe(0);
      expect(loadConfig({ TRUST_PROXY_HOPS: '1' }).trustProxyHops).toBe(1);
    });
    it.each(['true', '-1', '1.5', 'um', '11', '10.0.0.1'])('refuses TRUST_PROXY_HOPS=%s with a clear message', (value) => {
      expect(() => loadConfig({ TRUST_PROXY_HOPS: value })).toThrow(new ConfigError(`TRUST_PROXY_HOPS deve ser um número inteiro de 0 a 10 (recebido: "${value}").`));
    });
    it.each(['true', '1', 'false'])('refuses the old TRUST_PROXY=%s (trusting every hop let any client choose its address)', (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY não é mais aceito: use TRUST_PROXY_HOPS/);
    });
  });

  describe('trusted proxies (TRUSTED_PROXIES)', () => {
    it.each(['10.0.0.1/33', 'servidor-ssr', '10.0.0/8', '::1/129', '10.0.0.1/8/1', '10.0.0.1/x'])('refuses TRUSTED_PROXIES=%s with a clear message', (value) => {
      expect(() => loadConfig({ TRUSTED_PROXIES: `127.0.0.1,${value}` })).toThrow(
        new ConfigError(`TRUSTED_PROXIES deve ser uma lista de endereços IP ou faixas CIDR separados por vírgula (recebido: "${value}").`),
      );
    });
  });

  describe('object storage (S3_*)', () => {
    const s3rver = { S3_ENDPOINT: 'http://127.0.0.1:4790/', S3_BUCKET: 'fotos', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'segredo' };

    it('is off without S3_BUCKET (uploads on disk)', () => {
      expect(loadConfig({}).s3).toBeUndefined();
    });

    it('reads an S3-compatible server: endpoint, path-style addressing, static credentials, a default region', () => {
      expect(loadConfig(s3rver).s3).toEqual({
        bucket: 'fotos',
        endpoint: 'http://127.0.0.1:4790',
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'id', secretAccessKey: 'segredo' },
      });
      expect(loadConfig({ ...s3rver, S3_FORCE_PATH_STYLE: 'false', S3_REGION: 'auto' }).s3).toMatchObject({ forcePathStyle: false, region: 'auto' });
    });

    it("reads AWS S3: no endpoint, the region, and the SDK's own credential chain when no keys are given", () => {
      expect(loadConfig({ S3_BUCKET: 'fotos', S3_REGION: 'sa-east-1' }).s3).toEqual({ bucket: 'fotos', region: 'sa-east-1', forcePathStyle: false });
      expect(loadConfig({ S3_BUCKET: 'fotos', AWS_REGION: 'us-east-2' }).s3).toEqual({ bucket: 'fotos', region: 'us-east-2', forcePathStyle: false });
    });

    it.each([
      ['an endpoint without a bucket', { S3_ENDPOINT: 'http://127.0.0.1:4790' }, /defina S3_BUCKET/],
      ['keys without a bucket', { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'segredo' }, /defina S3_BUCKET/],
      ['a key id without its secret', { S3_BUCKET: 'fotos', S3_ENDPOINT: 'http://s3', S3_ACCESS_KEY_ID: 'id' }, /S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY juntos/],
      ['a secret without its key id', { S3_BUCKET: 'fotos', S3_ENDPOINT: 'http://s3', S3_SECRET_ACCESS_KEY: 'segredo' }, /S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY juntos/],
      ['AWS without a region', { S3_BUCKET: 'fotos' }, /defina S3_REGION/],
      ['an endpoint that is not a URL', { S3_BUCKET: 'fotos', S3_ENDPOINT: '127.0.0.1:4790' }, /S3_ENDPOINT deve ser uma URL/],
    ])('refuses half a configuration: %s', (_name, env, message) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    });
  });

  it('refuses loopback on outbound requests unless OUTBOUND_ALLOW_LOOPBACK says so', () => {
    expect(loadConfig({}).outbound).toEqual({ allowLoopback: false });
    expect(loadConfig({ OUTBOUND_ALLOW_LOOPBACK: 'true' }).outbound).toEqual({ allowLoopback: true });
  });
  it('reads REDIS_URL (empty = in-process rate limits)', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6390' }).redisUrl).toBe('redis://127.0.0.1:6390');
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
  });
});

describe('the identity provider admin API (AdminUserGlobalSignOut)', () => {
  it('AWS: region and pool from the issuer, no endpoint, the SDK’s credentials chain', () => {
    const config = loadConfig({ COGNITO_ISSUER: 'https://cognito-idp.sa-east-1.amazonaws.com/sa-east-1_AbC123' });
    expect(config.identityAdmin).toEqual({ userPoolId: 'sa-east-1_AbC123', region: 'sa-east-1' });
  });
  it('an emulator: its origin as endpoint, the local pool, the credentials given', () => {
    const config = loadConfig({ COGNITO_ISSUER: 'http://localhost:9300/local_acolhe', IDENTITY_ADMIN_ACCESS_KEY_ID: 'AKIA1', IDENTITY_ADMIN_SECRET_ACCESS_KEY: 's' });
    expect(config.identityAdmin).toEqual({
      userPoolId: 'local_acolhe',
      region: 'us-east-2',
      endpoint: 'http://localhost:9300',
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 's' },
    });
  });
  it('refuses half of the credentials', () => {
    expect(() => loadConfig({ IDENTITY_ADMIN_ACCESS_KEY_ID: 'AKIA1' })).toThrow(ConfigError);
  });
  it('the operators’ pool gets its own (issue 40: reading a removed operator’s state)', () => {
    const aws = loadConfig({
      COGNITO_ISSUER: 'https://cognito-idp.sa-east-1.amazonaws.com/sa-east-1_AbC123',
      OPERADORES_ISSUER: 'https://cognito-idp.sa-east-1.amazonaws.com/sa-east-1_Op999',
    });
    expect(aws.operadoresAdmin).toEqual({ userPoolId: 'sa-east-1_Op999', region: 'sa-east-1' });
    const local = loadConfig({ OPERADORES_ISSUER: 'http://localhost:9300/local_operadores', IDENTITY_ADMIN_ACCESS_KEY_ID: 'AKIA1', IDENTITY_ADMIN_SECRET_ACCESS_KEY: 's' });
    expect(local.operadoresAdmin).toEqual({
      userPoolId: 'local_operadores',
      region: 'us-east-2',
      endpoint: 'http://localhost:9300',
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 's' },
    });
    expect(loadConfig({ OPERADORES_ISSUER: 'https://cognito-idp.sa-east-1.amazonaws.com/x', OPERADORES_USER_POOL_ID: 'sa-east-1_Y' }).operadoresAdmin?.userPoolId).toBe('sa-east-1_Y');
    expect(loadConfig({}).operadoresAdmin).toBeUndefined();
  });
});
