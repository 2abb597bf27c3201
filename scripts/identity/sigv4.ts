// AWS Signature Version 4 check of the calls that hosted Cognito authorises with IAM credentials
// (Admin*, List*, Describe*, … — every operation outside the user/token ones). The signature is
// recomputed with @smithy/signature-v4 (the AWS SDK's own signer) over what the request claims
// it signed, and the refusals are hosted Cognito's: same `__type`, same message, HTTP 400.
import { createHash, createHmac, timingSafeEqual, type BinaryLike } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';
import { IdentityError } from './fidelity';
import type { AdminCredentials } from './keys';

export const SIGNING_SERVICE = 'cognito-idp';
/** Hosted Cognito refuses a signature whose x-amz-date is more than 15 minutes off. */
export const MAX_CLOCK_SKEW_MS = 15 * 60_000;

export const MISSING_AUTHENTICATION = () => new IdentityError('MissingAuthenticationTokenException', 'Missing Authentication Token');
export const UNRECOGNIZED_CLIENT = () =>
  new IdentityError('UnrecognizedClientException', 'The security token included in the request is invalid.');
export const SIGNATURE_MISMATCH = () =>
  new IdentityError(
    'InvalidSignatureException',
    'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
  );
const incomplete = (message: string) => new IdentityError('IncompleteSignatureException', message);
const invalid = (message: string) => new IdentityError('InvalidSignatureException', message);

type Bytes = string | ArrayBuffer | ArrayBufferView;
const toBinary = (data: Bytes): BinaryLike =>
  typeof data === 'string' ? data : data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

/** SHA-256 (or HMAC-SHA-256 with a secret) in the shape @smithy/signature-v4 expects. */
class NodeSha256 {
  private readonly hash;
  constructor(secret?: Bytes) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', toBinary(secret));
  }
  update(data: Bytes) {
    this.hash.update(toBinary(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset() {
    throw new Error('not supported');
  }
}

const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
const basicFormat = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');

function parseAmzDate(value: string): number | null {
  const m = AMZ_DATE.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const ms = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  return basicFormat(ms) === value ? ms : null;
}

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const v = headers[name];
  return Array.isArray(v) ? v.join(',') : v;
};

interface ParsedAuthorization {
  accessKeyId: string;
  scope: { date: string; region: string; service: string; terminator: string };
  signedHeaders: string[];
  signature: string;
}

function parseAuthorization(value: string): ParsedAuthorization {
  const [algorithm = '', ...rest] = value.trim().split(/\s+/);
  if (algorithm !== 'AWS4-HMAC-SHA256') {
    throw incomplete(`Unsupported AWS 'algorithm': '${algorithm}'`);
  }
  const params = new Map<string, string>();
  for (const part of rest.join('').split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) params.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  const missing = ['Credential', 'Signature', 'SignedHeaders'].filter((k) => !params.get(k));
  if (missing.length)
    throw incomplete(`${missing.map((k) => `Authorization header requires '${k}' parameter.`).join(' ')} Authorization=${value}`);
  const credential = params.get('Credential')!.split('/');
  if (credential.length !== 5 || credential.some((c) => !c))
    throw incomplete(`Credential must have exactly 5 slash-delimited elements, e.g. keyid/date/region/service/term, got '${params.get('Credential')}'`);
  const [accessKeyId, date, region, service, terminator] = credential as [string, string, string, string, string];
  return {
    accessKeyId,
    scope: { date, region, service, terminator },
    signedHeaders: params.get('SignedHeaders')!.split(';'),
    signature: params.get('Signature')!,
  };
}

export interface SignedRequest {
  method: string;
  /** The request target as received: path and query. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface VerifyOptions {
  credentials: AdminCredentials;
  region: string;
  now?: number;
}

/**
 * Resolves when `req` carries a valid SigV4 signature by `credentials` for `region`/cognito-idp,
 * made within 15 minutes of `now`; otherwise rejects with the IdentityError hosted Cognito answers.
 */
export async function verifyAdminSignature(req: SignedRequest, { credentials, region, now = Date.now() }: VerifyOptions): Promise<void> {
  const authorization = header(req.headers, 'authorization');
  if (!authorization) throw MISSING_AUTHENTICATION();
  const auth = parseAuthorization(authorization);

  const amzDate = header(req.headers, 'x-amz-date');
  if (!amzDate) throw incomplete(`Authorization header requires existence of either a 'X-Amz-Date' or a 'Date' header. Authorization=${authorization}`);
  const signedAt = parseAmzDate(amzDate);
  if (signedAt === null) throw incomplete(`Date must be in ISO-8601 'basic format'. Got '${amzDate}'. See http://en.wikipedia.org/wiki/ISO_8601`);

  // an unknown key (or a session token this emulator never issued) is refused before the signature
  if (auth.accessKeyId !== credentials.accessKeyId || header(req.headers, 'x-amz-security-token') !== undefined) throw UNRECOGNIZED_CLIENT();

  if (auth.scope.date !== amzDate.slice(0, 8))
    throw invalid(
      `Date in Credential scope does not match YYYYMMDD from ISO-8601 version of date from HTTP: '${auth.scope.date}' != '${amzDate.slice(0, 8)}', from '${amzDate}'.`,
    );
  if (auth.scope.region !== region) throw invalid('Credential should be scoped to a valid region. ');
  if (auth.scope.service !== SIGNING_SERVICE) throw invalid(`Credential should be scoped to correct service: '${SIGNING_SERVICE}'. `);
  if (auth.scope.terminator !== 'aws4_request')
    throw invalid(`Credential should be scoped with a valid terminator: 'aws4_request', not '${auth.scope.terminator}'. `);

  if (signedAt < now - MAX_CLOCK_SKEW_MS)
    throw invalid(`Signature expired: ${amzDate} is now earlier than ${basicFormat(now - MAX_CLOCK_SKEW_MS)} (${basicFormat(now)} - 15 min.)`);
  if (signedAt > now + MAX_CLOCK_SKEW_MS)
    throw invalid(`Signature not yet current: ${amzDate} is still later than ${basicFormat(now + MAX_CLOCK_SKEW_MS)} (${basicFormat(now)} + 15 min.)`);

  // The operation travels in x-amz-target and the pool in the body: both must be covered, or a
  // captured signature could be replayed on another operation. The SDK always signs them.
  for (const required of ['host', 'x-amz-date', 'x-amz-target'])
    if (!auth.signedHeaders.includes(required)) throw invalid(`'${required}' must be a 'SignedHeader' in the AWS Authorization.`);

  const bodyHash = createHash('sha256').update(req.body).digest('hex');
  const declaredHash = header(req.headers, 'x-amz-content-sha256');
  if (declaredHash !== undefined && declaredHash !== bodyHash) throw SIGNATURE_MISMATCH();

  // Recompute over exactly the headers the client says it signed.
  const headers: Record<string, string> = {};
  for (const name of auth.signedHeaders) {
    const value = header(req.headers, name);
    if (value === undefined) throw SIGNATURE_MISMATCH();
    if (name !== 'x-amz-date') headers[name] = value;
  }
  const url = new URL(req.url, 'http://localhost');
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  const signer = new SignatureV4({ credentials, region, service: SIGNING_SERVICE, sha256: NodeSha256, applyChecksum: false });
  const signed = await signer.sign(
    { method: req.method, protocol: 'http:', hostname: url.hostname, path: url.pathname, query, headers, body: req.body },
    { signingDate: new Date(signedAt), signableHeaders: new Set(auth.signedHeaders) },
  );
  const expected = /Signature=([0-9a-f]{64})$/.exec(String(signed.headers.authorization ?? ''))?.[1];
  const expectedHeaders = /SignedHeaders=([^,]+),/.exec(String(signed.headers.authorization ?? ''))?.[1];
  const given = Buffer.from(auth.signature);
  if (
    !expected ||
    expectedHeaders !== [...auth.signedHeaders].sort().join(';') ||
    given.length !== expected.length ||
    !timingSafeEqual(given, Buffer.from(expected))
  )
    throw SIGNATURE_MISMATCH();
}

/**
 * Headers of a Cognito JSON call to `endpoint` signed with `credentials` (what the AWS SDK sends),
 * for tooling that calls the admin operations without loading the whole SDK.
 */
export async function signedCognitoHeaders(
  endpoint: string,
  operation: string,
  body: string,
  {
    credentials,
    region,
    signingDate = new Date(),
    unsignedHeaders,
  }: { credentials: AdminCredentials; region: string; signingDate?: Date; /** headers sent but left out of the signature */ unsignedHeaders?: string[] },
): Promise<Record<string, string>> {
  const url = new URL(endpoint);
  const signer = new SignatureV4({ credentials, region, service: SIGNING_SERVICE, sha256: NodeSha256, applyChecksum: false });
  const signed = await signer.sign(
    {
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: '/',
      query: {},
      headers: {
        host: url.host,
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body,
    },
    { signingDate, unsignableHeaders: unsignedHeaders ? new Set(unsignedHeaders) : undefined },
  );
  return signed.headers as Record<string, string>;
}
