import { rolesWith } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import type { StoredFileRow } from '../../db/schema/files';
import { runAsTenant } from '../../db/tenant-context';
import type { FileStorage } from '../../lib/storage/storage-driver';
import { insertStoredFile } from '../files/files.queries';
import { siteFileKey } from '../gallery/gallery-photos.service';
import { listItems, type GalleryItemRow } from '../gallery/gallery.queries';
import { findFirstUserWithRole, insertGalleryItems, listCompanyFiles } from './demo-gallery.queries';

/**
 * A copy's gallery: the demo company's photos (the seed drew them, and in demo mode nobody signs in
 * to the demo company to change them), each object stored again under the copy's own key, so the
 * copy's staff may delete one without touching the demo company's. Copying the stored bytes takes
 * milliseconds where drawing them again would take seconds. The demo company's rows are read as the
 * demo company and the copy's written as the copy: each statement sees one company's rows.
 */
export async function copyGallery(db: Database, storage: FileStorage, host: CompanyRow, copy: CompanyRow): Promise<void> {
  const { items, files } = await runAsTenant(host.id, async () => {
    const items = await listItems(db, host.id, { publishedOnly: false });
    const files = await listCompanyFiles(db, host.id, items.flatMap((item) => [item.fileId, ...item.variants.map((v) => v.fileId)]));
    return { items, files };
  });
  if (!items.length) return;
  await runAsTenant(copy.id, () => copyInto(db, storage, copy, items, files));
}

async function copyInto(db: Database, storage: FileStorage, copy: CompanyRow, items: GalleryItemRow[], files: StoredFileRow[]): Promise<void> {
  const uploader = await findFirstUserWithRole(db, copy.id, rolesWith('gallery:manage'));
  if (!uploader) return;
  const copied = new Map<string, string>();
  await Promise.all(
    files.map(async (file) => {
      const key = siteFileKey(copy.id);
      try {
        await storage.put(key, await storage.get(file.storageKey), file.mimeType);
      } catch {
        return; // an object gone from storage: its photo is left out of the copy
      }
      const row = await insertStoredFile(db, { companyId: copy.id, storageKey: key, originalName: file.originalName, mimeType: file.mimeType, sizeBytes: file.sizeBytes, uploadedBy: uploader.id });
      copied.set(file.id, row.id);
    }),
  );
  const whole = items.filter((item) => [item.fileId, ...item.variants.map((v) => v.fileId)].every((id) => copied.has(id)));
  if (!whole.length) return;
  await insertGalleryItems(
    db,
    whole.map((item) => ({
      companyId: copy.id,
      fileId: copied.get(item.fileId)!,
      variants: item.variants.map((v) => ({ ...v, fileId: copied.get(v.fileId)! })),
      width: item.width,
      height: item.height,
      caption: item.caption,
      category: item.category,
      position: item.position,
      isPublished: item.isPublished,
      createdBy: uploader.id,
    })),
  );
}
