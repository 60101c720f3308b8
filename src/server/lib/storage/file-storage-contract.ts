import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { StoredObjectMissing, type FileStorage } from './storage-driver';

/** What every driver must do, run against each of them. */
export function describeFileStorage(name: string, storage: () => FileStorage) {
  const key = () => `company-1/proj-1/${randomUUID()}`;

  describe(`${name} file storage`, () => {
    it('stores, reads back, reports and deletes an object', async () => {
      const k = key();
      const bytes = Buffer.from('%PDF-1.4 a small test file');
      expect(await storage().exists(k)).toBe(false);
      await storage().put(k, Readable.from([bytes]), 'application/pdf');
      expect(await storage().exists(k)).toBe(true);
      expect(await buffer(await storage().get(k))).toEqual(bytes);
      await storage().delete(k);
      expect(await storage().exists(k)).toBe(false);
    });

    it('streams a multi-megabyte body in chunks', async () => {
      const k = key();
      const chunk = Buffer.alloc(256 * 1024, 7);
      await storage().put(k, Readable.from(Array.from({ length: 24 }, () => chunk)), 'image/png');
      expect((await buffer(await storage().get(k))).length).toBe(24 * chunk.length);
      await storage().delete(k);
    });

    it('leaves nothing under the key when the body fails part way', async () => {
      const k = key();
      // Past 5 MB, so the S3 driver has begun a multipart upload that it must abort.
      async function* failing() {
        for (let i = 0; i < 6; i++) yield Buffer.alloc(1024 * 1024, i);
        throw new Error('client went away');
      }
      // Which error surfaces is the driver's business (s3rver, for one, refuses the multipart abort).
      await expect(storage().put(k, Readable.from(failing()), 'image/png')).rejects.toThrow();
      expect(await storage().exists(k)).toBe(false);
    });

    it('says a missing object is missing, and deleting one is harmless', async () => {
      await expect(storage().get(key())).rejects.toBeInstanceOf(StoredObjectMissing);
      await expect(storage().delete(key())).resolves.toBeUndefined();
    });

    it('refuses keys that could leave its folder or bucket prefix', async () => {
      await expect(storage().exists('../etc/passwd')).rejects.toThrow(/unsafe storage key/);
      await expect(storage().put('a/../../b', Readable.from([Buffer.from('x')]), 'image/png')).rejects.toThrow(/unsafe storage key/);
    });
  });
}
