import { beforeAll } from 'vitest';
import { startS3Server } from '../../../../tests/setup/s3-server';
import { describeFileStorage } from './file-storage-contract';
import { S3FileStorage } from './s3-file-storage';

// The S3 driver against a real S3 API (s3rver), not the SDK's mocks.
let storage: S3FileStorage;
beforeAll(async () => {
  const s3 = await startS3Server();
  storage = new S3FileStorage(s3.config);
  return s3.stop;
});

describeFileStorage('S3', () => storage);
