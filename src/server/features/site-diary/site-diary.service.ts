import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { MAX_DIARY_PHOTO_BYTES, MAX_DIARY_PHOTOS, zDiaryEntryFields, type DiaryEntry, type DiaryList } from '../../../shared/schemas/site-diary';
import type { Actor } from '../../app-env';
import { can, requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { PHOTO_KINDS, PHOTO_SIZE_MIME_TYPE as DIARY_VARIANT_MIME_TYPE, renderPhotoSizes } from '../../lib/images/photo-sizes';
import type { ReceivedFile } from '../../lib/uploads/receive-upload';
import { receiveUploads } from '../../lib/uploads/receive-uploads';
import type { UploadSource } from '../../lib/uploads/upload-source';
import { insertStoredFile } from '../files/files.queries';
import { fileUrl, type FileDeps } from '../files/files.service';
import { requireVisibleProject } from '../projects/projects.service';
import { insertDiaryEntry, insertDiaryPhotos, listDiaryEntries, type DiaryEntryWithPhotos } from './site-diary.queries';

export const diaryMaxPhotoBytes = (uploadMaxBytes: number) => Math.min(MAX_DIARY_PHOTO_BYTES, uploadMaxBytes);

function toEntry({ entry, authorName, photos }: DiaryEntryWithPhotos, staff: boolean): DiaryEntry {
  return {
    id: entry.id,
    projectId: entry.projectId,
    body: entry.body,
    stage: entry.stage,
    isInternal: entry.isInternal,
    authorName,
    createdAt: entry.createdAt.toISOString(),
    photos: photos.map((photo) => ({
      id: photo.id,
      thumbnailUrl: fileUrl(photo.smallFileId),
      url: fileUrl(photo.largeFileId),
      width: photo.width,
      height: photo.height,
      ...(staff ? { originalUrl: fileUrl(photo.originalFileId) } : {}),
    })),
  };
}

/**
 * The project's diary, newest first. Its customer sees the entries meant for them, without the
 * originals' links; the team sees every entry, internal ones included.
 */
export async function listDiary(db: Database, deps: FileDeps, actor: Actor | null, tenant: CompanyRow, projectId: string): Promise<DiaryList> {
  await requireVisibleProject(db, actor, tenant, projectId);
  const staff = can(actor, 'diary:post');
  const rows = await listDiaryEntries(db, tenant.id, projectId, { includeInternal: staff });
  return { entries: rows.map((row) => toEntry(row, staff)), maxPhotoBytes: diaryMaxPhotoBytes(deps.uploadMaxBytes) };
}

/**
 * The team posts an entry: text, a stage, whether it is internal, and up to ten photos. The role
 * is checked before a byte is read; each photo goes through the shared upload checks, then its
 * two WebP sizes are made and stored. The original is kept as uploaded, staff-only; an internal
 * entry's sizes are staff-only too. If anything fails, every object stored for the entry is
 * deleted and no row is written.
 */
export async function postDiaryEntry(db: Database, deps: FileDeps, actorOrNull: Actor | null, tenant: CompanyRow, projectId: string, upload: UploadSource): Promise<DiaryEntry> {
  const actor = requirePermission(actorOrNull, 'diary:post', 'Only the team posts to the site diary.');
  const project = await requireVisibleProject(db, actor, tenant, projectId);
  const newKey = () => `${project.companyId}/${project.id}/${randomUUID()}`;
  const { files, fields } = await receiveUploads(upload, {
    storage: deps.storage,
    newKey,
    fieldName: 'photos',
    maxFiles: MAX_DIARY_PHOTOS,
    maxBytes: diaryMaxPhotoBytes(deps.uploadMaxBytes),
    allowed: PHOTO_KINDS,
    fields: zDiaryEntryFields,
  });

  const stored = files.map((file) => file.key);
  try {
    const rendered: { original: ReceivedFile; small: Variant; large: Variant }[] = [];
    for (const original of files) {
      const photo = await renderPhotoSizes(await buffer(await deps.storage.get(original.key)), original.mimeType);
      const small = { key: newKey(), ...photo.small };
      const large = { key: newKey(), ...photo.large };
      for (const variant of [small, large]) {
        stored.push(variant.key);
        await deps.storage.put(variant.key, Readable.from(variant.bytes), DIARY_VARIANT_MIME_TYPE);
      }
      rendered.push({ original, small, large });
    }

    const owner = { companyId: tenant.id, projectId, uploadedBy: actor.userId };
    const row = await db.transaction(async (tx) => {
      const entry = await insertDiaryEntry(tx, { companyId: tenant.id, projectId, body: fields.body, stage: fields.stage, isInternal: fields.internal, createdBy: actor.userId });
      const photoRows = [];
      for (const [position, { original, small, large }] of rendered.entries()) {
        const originalRow = await insertStoredFile(tx, { ...owner, storageKey: original.key, originalName: original.originalName, mimeType: original.mimeType, sizeBytes: original.sizeBytes, staffOnly: true });
        const variantRow = (variant: Variant) =>
          insertStoredFile(tx, {
            ...owner,
            storageKey: variant.key,
            originalName: `${stem(original.originalName)}-${variant.width}w.webp`,
            mimeType: DIARY_VARIANT_MIME_TYPE,
            sizeBytes: variant.bytes.length,
            staffOnly: fields.internal,
          });
        const smallRow = await variantRow(small);
        const largeRow = await variantRow(large);
        photoRows.push({ companyId: tenant.id, entryId: entry.id, position, originalFileId: originalRow.id, smallFileId: smallRow.id, largeFileId: largeRow.id, width: large.width, height: large.height });
      }
      return { entry, authorName: actor.name, photos: await insertDiaryPhotos(tx, photoRows) };
    });
    return toEntry(row, true);
  } catch (error) {
    // If even a delete fails the object is an orphan, but the caller still deserves the real reason.
    await Promise.all(stored.map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

interface Variant {
  key: string;
  bytes: Buffer;
  width: number;
  height: number;
}

function stem(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}
