import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { GalleryUploadFields } from '../../../shared/schemas/gallery';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/storage/storage-driver';
import type { ReceivedFile } from '../../lib/uploads/receive-upload';
import { insertStoredFile } from '../files/files.queries';
import { readUprightSize, renderVariant, VARIANT_MIME_TYPE, variantWidths } from './gallery-images';
import { insertItem, nextPosition, type GalleryItemRow } from './gallery.queries';

/** Company-owned files live beside, not inside, any project: `{company}/site/{uuid}`. */
export const siteFileKey = (companyId: string) => `${companyId}/site/${randomUUID()}`;

interface Owner {
  companyId: string;
  uploadedBy: string;
}

/**
 * Turns a stored original into a gallery item: reads its upright size, makes and stores the
 * WebP sizes, then writes every row in one transaction (unpublished unless told otherwise, at
 * the end of the list). If any step fails, every object stored for it, the original included,
 * is deleted, so a failure leaves neither a row nor an orphan object.
 */
export async function addGalleryPhoto(
  db: Database,
  storage: FileStorage,
  owner: Owner,
  original: ReceivedFile,
  fields: GalleryUploadFields & { isPublished?: boolean },
): Promise<GalleryItemRow> {
  const stored = [original.key];
  try {
    // Read back whole: sharp buffers a streamed input anyway, and the size limit bounds it.
    const bytes = await buffer(await storage.get(original.key));
    const size = await readUprightSize(bytes);
    const variants: { key: string; width: number; height: number; sizeBytes: number }[] = [];
    // One at a time: a large photo decoded three times at once would triple the memory it takes.
    for (const width of variantWidths(size.width)) {
      const rendered = await renderVariant(bytes, width);
      const key = siteFileKey(owner.companyId);
      stored.push(key);
      await storage.put(key, Readable.from(rendered.bytes), VARIANT_MIME_TYPE);
      variants.push({ key, width: rendered.width, height: rendered.height, sizeBytes: rendered.bytes.length });
    }

    return await db.transaction(async (tx) => {
      const file = await insertStoredFile(tx, { ...owner, projectId: null, ...fileValues(original) });
      const variantRows = [];
      for (const variant of variants) {
        const row = await insertStoredFile(tx, {
          ...owner,
          projectId: null,
          storageKey: variant.key,
          originalName: `${stem(original.originalName)}-${variant.width}w.webp`,
          mimeType: VARIANT_MIME_TYPE,
          sizeBytes: variant.sizeBytes,
        });
        variantRows.push({ width: variant.width, height: variant.height, fileId: row.id, mimeType: VARIANT_MIME_TYPE });
      }
      return insertItem(tx, {
        companyId: owner.companyId,
        fileId: file.id,
        variants: variantRows,
        width: size.width,
        height: size.height,
        caption: fields.caption,
        category: fields.category,
        position: await nextPosition(tx, owner.companyId),
        isPublished: fields.isPublished ?? false,
        createdBy: owner.uploadedBy,
      });
    });
  } catch (error) {
    // If even a delete fails the object is an orphan, but the caller still deserves the real reason.
    await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

const fileValues = (file: ReceivedFile) => ({ storageKey: file.key, originalName: file.originalName, mimeType: file.mimeType, sizeBytes: file.sizeBytes });

function stem(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}
