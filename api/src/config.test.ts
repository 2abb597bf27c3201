import path from 'node:path';
import { loadConfig } from './config';
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
      rateLimit: { enabled: true },
      seed: true,
      trustProxy: false,
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
      SEED: 'false',
      TRUST_PROXY: '2',
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
      rateLimit: { enabled: false, writeMax: 10 },
      seed: false,
      trustProxy: 2,
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

  it('configures the public reads cache (a TTL of a few seconds on PostgreSQL, none on PGlite; 0 entries = off)', () => {
    expect(loadConfig({}).publicCache).toEqual({ ttlMs: 0, maxEntries: 1000, maxBytes: 64 * 1024 * 1024 });
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/acolhe' }).publicCache.ttlMs).toBe(5000);
    expect(loadConfig({}, { databaseUrl: 'postgres://u:p@db:5432/acolhe' }).publicCache.ttlMs).toBe(5000);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/acolhe' }, { databaseUrl: undefined }).publicCache.ttlMs).toBe(0);
    expect(loadConfig({ PUBLIC_CACHE_TTL_MS: '3000' }).publicCache.ttlMs).toBe(3000);
    expect(loadConfig({ PUBLIC_CACHE_TTL_MS: '2000', PUBLIC_CACHE_MAX_ENTRIES: '0', PUBLIC_CACHE_MAX_MB: '8' }).publicCache).toEqual({
      ttlMs: 2000,
      maxEntries: 0,
      maxBytes: 8 * 1024 * 1024,
    });
    expect(loadConfig({ PUBLIC_CACHE_TTL_MS: '-1' }).publicCache.ttlMs).toBe(0);
  });
});
