import type { StorageConfig } from '../../config';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage } from './s3-file-storage';
import type { FileStorage } from './storage-driver';

/** The driver the configuration names: the local disk or an S3-compatible bucket. */
export function createFileStorage(config: StorageConfig): FileStorage {
  return config.driver === 'local' ? new LocalFileStorage(config.dir) : new S3FileStorage(config);
}
