// A real S3-compatible server for the tests (npm `s3rver`, objects in a temporary folder), never a
// mock: the object-storage tests and the replica suite talk to it with the AWS SDK over HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../src/config';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** the S3_* variables of an api process using it */
  env: Record<string, string>;
  config: S3Config;
  stop(): Promise<void>;
}

/** s3rver's fixed credentials (it checks the signature against them) */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

export async function startS3(bucket = 'acolhe-uploads'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'acolhe-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: SECRET_KEY },
    config: { bucket, endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY } },
    stop: async () => {
      server.httpServer?.closeAllConnections?.();
      await server.close().catch(() => undefined);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
