import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import S3rver from 's3rver';
import { inject } from 'vitest';
import type { StorageConfig } from '../../src/server/config';

/**
 * s3rver, an S3-compatible server that keeps objects on disk (in the run's files folder), on a
 * free loopback port, with one empty bucket. Returns the storage config pointing at it and a
 * `stop` to return from the test file's beforeAll.
 */
export async function startS3Server(): Promise<{ config: Extract<StorageConfig, { driver: 's3' }>; stop: () => Promise<void> }> {
  const bucket = 'arbour-test';
  const dir = await mkdtemp(path.join(inject('testFilesDir'), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as AddressInfo;
  return {
    config: {
      driver: 's3',
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    stop: () => server.close(),
  };
}
