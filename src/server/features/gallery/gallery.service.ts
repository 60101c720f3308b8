import type { Readable } from 'node:stream';
import { AppError } from '../../../shared/errors';
import {
  MAX_GALLERY_PHOTO_BYTES,
  zGalleryItemPatch,
  zGalleryUploadFields,
  type GalleryAdminItem,
  type GalleryAdminList,
  type GalleryCategory,
  type GalleryItemPatch,
  type GalleryPhoto,
} from '../../../shared/schemas/gallery';
import type { Actor } from '../../app-env';
import { can, requirePermission } from '../../auth/permissions';
import type { Database, Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import type { StoredFileRow } from '../../db/schema/files';
import { StoredObjectMissing, type FileStorage } from '../../lib/storage/storage-driver';
import type { AllowedKinds } from '../../lib/uploads/file-kinds';
import { receiveUpload } from '../../lib/uploads/receive-upload';
import type { UploadSource } from '../../lib/uploads/upload-source';
import type { FileDeps } from '../files/files.service';
import { addGalleryPhoto, siteFileKey } from './gallery-photos.service';
import { deleteCompanyFiles, deleteItem, findGalleryFile, findItem, listItems, lockItems, setPosition, updateItem, type GalleryItemRow } from './gallery.queries';

/**
 * Photographs a browser draws and sharp reads. SVG is text that can carry script, and GIF,
 * BMP, TIFF and HEIC are not photos a gallery is uploaded as; none has a place here.
 */
const GALLERY_KINDS: AllowedKinds = {
  kinds: [
    { extensions: ['jpg', 'jpeg'], sniffed: ['image/jpeg'], mimeType: 'image/jpeg', inline: true },
    { extensions: ['png'], sniffed: ['image/png'], mimeType: 'image/png', inline: true },
    { extensions: ['webp'], sniffed: ['image/webp'], mimeType: 'image/webp', inline: true },
    { extensions: ['avif'], sniffed: ['image/avif'], mimeType: 'image/avif', inline: true },
  ],
  label: 'a JPEG, PNG, WebP or AVIF photo',
};

export const galleryMaxBytes = (uploadMaxBytes: number) => Math.min(MAX_GALLERY_PHOTO_BYTES, uploadMaxBytes);
export const galleryImageUrl = (fileId: string) => `/api/gallery/images/${fileId}`;

function toPhoto(row: GalleryItemRow): GalleryPhoto {
  const sizes = [...row.variants].sort((a, b) => a.width - b.width);
  // The largest size stands in for browsers that ignore srcset; the original is never public (it keeps its metadata).
  const largest = sizes[sizes.length - 1];
  return {
    id: row.id,
    src: galleryImageUrl(largest ? largest.fileId : row.fileId),
    srcset: sizes.map((size) => `${galleryImageUrl(size.fileId)} ${size.width}w`).join(', '),
    width: row.width,
    height: row.height,
    caption: row.caption,
    category: row.category,
  };
}

const toAdminItem = (row: GalleryItemRow): GalleryAdminItem => ({
  ...toPhoto(row),
  position: row.position,
  isPublished: row.isPublished,
  createdAt: row.createdAt.toISOString(),
});

/** Public: the published photos in the order staff set, read fresh so a change shows at once. */
export async function listPublishedPhotos(db: Database, tenant: CompanyRow, category?: GalleryCategory): Promise<GalleryPhoto[]> {
  return (await listItems(db, tenant.id, { publishedOnly: true, category })).map(toPhoto);
}

/** Staff: every photo, unpublished ones included, and the upload limit for the page to check first. */
export async function listAllPhotos(db: Database, deps: FileDeps, actor: Actor | null, tenant: CompanyRow): Promise<GalleryAdminList> {
  requirePermission(actor, 'gallery:manage');
  const items = (await listItems(db, tenant.id, { publishedOnly: false })).map(toAdminItem);
  return { items, maxUploadBytes: galleryMaxBytes(deps.uploadMaxBytes) };
}

/**
 * Staff: the role is checked before a byte is read; the bytes go through the shared upload path
 * (size limit while streaming, magic number against the extension), then become a gallery item,
 * unpublished until staff publish it.
 */
export async function uploadPhoto(db: Database, deps: FileDeps, actor: Actor | null, tenant: CompanyRow, upload: UploadSource): Promise<GalleryAdminItem> {
  const staff = requirePermission(actor, 'gallery:manage');
  const { file, fields } = await receiveUpload(upload, {
    storage: deps.storage,
    key: siteFileKey(tenant.id),
    maxBytes: galleryMaxBytes(deps.uploadMaxBytes),
    allowed: GALLERY_KINDS,
    fields: zGalleryUploadFields,
  });
  const row = await addGalleryPhoto(db, deps.storage, { companyId: tenant.id, uploadedBy: staff.userId }, file, fields);
  return toAdminItem(row);
}

/** Staff: caption, category, publishing and place in the list. */
export async function changePhoto(db: Database, actor: Actor | null, tenant: CompanyRow, id: string, input: GalleryItemPatch): Promise<GalleryAdminItem> {
  requirePermission(actor, 'gallery:manage');
  const { position, ...change } = zGalleryItemPatch.parse(input);
  const row = await db.transaction(async (tx) => {
    if (position !== undefined) await moveItem(tx, tenant.id, id, position);
    const changed = Object.keys(change).length ? await updateItem(tx, tenant.id, id, change) : await findItem(tx, tenant.id, id);
    if (!changed) throw new AppError('NOT_FOUND', 'Photo not found.');
    return changed;
  });
  return toAdminItem(row);
}

/**
 * Positions are kept as 0…n-1 in list order: the item is taken out and put back at the place
 * asked for (past the end means last), and every item whose place changed is renumbered.
 */
async function moveItem(tx: Transaction, companyId: string, id: string, position: number): Promise<void> {
  const items = await lockItems(tx, companyId);
  const from = items.findIndex((item) => item.id === id);
  if (from === -1) throw new AppError('NOT_FOUND', 'Photo not found.');
  const [moved] = items.splice(from, 1);
  items.splice(Math.min(position, items.length), 0, moved!);
  for (const [index, item] of items.entries()) {
    if (item.position !== index) await setPosition(tx, companyId, item.id, index);
  }
}

/** Staff: the row and its file rows go in one transaction; the objects after it, so a failed delete leaves the photo whole. */
export async function removePhoto(db: Database, deps: FileDeps, actor: Actor | null, tenant: CompanyRow, id: string): Promise<void> {
  requirePermission(actor, 'gallery:manage');
  const files = await db.transaction(async (tx) => {
    const row = await deleteItem(tx, tenant.id, id);
    if (!row) throw new AppError('NOT_FOUND', 'Photo not found.');
    return deleteCompanyFiles(tx, tenant.id, [row.fileId, ...row.variants.map((variant) => variant.fileId)]);
  });
  // An object left behind costs a little storage; failing the request for it would undo nothing.
  await Promise.all(files.map((file) => deps.storage.delete(file.storageKey).catch(() => undefined)));
}

/**
 * A gallery image's bytes. Anyone may see the sizes of a published photo of this company; staff
 * also see unpublished ones and originals. Everything else, another company's files and project
 * files included, does not exist as far as the caller can tell.
 */
export async function openGalleryImage(
  db: Database,
  storage: FileStorage,
  actor: Actor | null,
  tenant: CompanyRow,
  fileId: string,
): Promise<{ file: StoredFileRow; body: Readable; isPublic: boolean }> {
  const found = await findGalleryFile(db, tenant.id, fileId);
  const staff = can(actor, 'gallery:manage');
  // Originals keep the camera's metadata (often where the photo was taken): only the stripped sizes are public.
  const isPublic = found !== undefined && found.item.isPublished && found.item.fileId !== fileId;
  if (!found || (!isPublic && !staff)) throw new AppError('NOT_FOUND', 'Image not found.');
  try {
    return { file: found.file, body: await storage.get(found.file.storageKey), isPublic };
  } catch (error) {
    if (error instanceof StoredObjectMissing) throw new AppError('NOT_FOUND', 'Image not found.');
    throw error;
  }
}
