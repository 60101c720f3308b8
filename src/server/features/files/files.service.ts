import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { can } from '../../auth/permissions';
import type { Database, Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import type { ProjectRow } from '../../db/schema/projects';
import type { StoredFileRow } from '../../db/schema/files';
import { StoredObjectMissing, type FileStorage } from '../../lib/storage/storage-driver';
import type { AllowedKinds } from '../../lib/uploads/file-kinds';
import { receiveUpload, type ReceivedFile } from '../../lib/uploads/receive-upload';
import type { UploadSource } from '../../lib/uploads/upload-source';
import { projectVisibleTo } from '../projects/projects.service';
import { findFileWithOwner, insertStoredFile } from './files.queries';

/** What the upload and download services need besides the database. */
export interface FileDeps {
  storage: FileStorage;
  uploadMaxBytes: number;
}

export const fileUrl = (fileId: string) => `/api/files/${fileId}`;

/** Streams the request's `file` to storage under a fresh `{company}/{project}/{uuid}` key. */
export function receiveProjectUpload<S extends z.ZodType>(deps: FileDeps, project: ProjectRow, upload: UploadSource, allowed: AllowedKinds, fields: S) {
  return receiveUpload(upload, {
    storage: deps.storage,
    key: `${project.companyId}/${project.id}/${randomUUID()}`,
    maxBytes: deps.uploadMaxBytes,
    allowed,
    fields,
  });
}

/**
 * Writes the rows for a received file in one transaction; if that fails (a refused request id,
 * a lost race), the stored object is deleted too, so no object is left without its row.
 */
export async function saveUpload<T>(
  db: Database,
  deps: FileDeps,
  received: ReceivedFile,
  owner: { companyId: string; projectId: string; uploadedBy: string },
  write: (tx: Transaction, file: StoredFileRow) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const file = await insertStoredFile(tx, {
        ...owner,
        storageKey: received.key,
        originalName: received.originalName,
        mimeType: received.mimeType,
        sizeBytes: received.sizeBytes,
      });
      return write(tx, file);
    });
  } catch (error) {
    await deps.storage.delete(received.key).catch(() => undefined);
    throw error;
  }
}

/** A file's bytes for a caller who may see its project; anyone else is told it does not exist. */
export async function openFile(db: Database, storage: FileStorage, actorOrNull: Actor | null, tenant: CompanyRow, fileId: string): Promise<{ file: StoredFileRow; body: Readable }> {
  const actor = requireActor(actorOrNull);
  const row = await findFileWithOwner(db, tenant.id, fileId);
  if (!row || !projectVisibleTo(actor, row.customerId)) throw new AppError('NOT_FOUND', 'File not found.');
  // A staff-only file (a diary photo's original, an internal entry's photos) is the team's: to the customer it does not exist.
  if (row.file.staffOnly && !can(actor, 'records:read-any')) throw new AppError('NOT_FOUND', 'File not found.');
  try {
    return { file: row.file, body: await storage.get(row.file.storageKey) };
  } catch (error) {
    if (error instanceof StoredObjectMissing) throw new AppError('NOT_FOUND', 'File not found.');
    throw error;
  }
}
