import { createHash, randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { MAX_VARIATION_ATTACHMENT_BYTES, MAX_VARIATION_ATTACHMENTS } from '../../../shared/constants/variations';
import { AppError } from '../../../shared/errors';
import { variationText, type Variation } from '../../../shared/schemas/variations';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import type { AllowedKinds } from '../../lib/uploads/file-kinds';
import { receiveUploads } from '../../lib/uploads/receive-uploads';
import type { UploadSource } from '../../lib/uploads/upload-source';
import type { FileStorage } from '../../lib/storage/storage-driver';
import { sha256 } from '../contracts/contracts.service';
import { insertStoredFile } from '../files/files.queries';
import type { FileDeps } from '../files/files.service';
import { appendVariationEvent } from './variation-audit';
import { attachmentsOf, requireVisibleVariation, toVariation, type VariationMeta } from './variations.service';
import { insertVariationAttachments, updateProposedVariation } from './variations.queries';

/** Drawings and quotes (PDF) and photos a browser shows. */
export const VARIATION_ATTACHMENT_KINDS: AllowedKinds = {
  kinds: [
    { extensions: ['pdf'], sniffed: ['application/pdf'], mimeType: 'application/pdf', inline: false },
    { extensions: ['jpg', 'jpeg'], sniffed: ['image/jpeg'], mimeType: 'image/jpeg', inline: true },
    { extensions: ['png'], sniffed: ['image/png'], mimeType: 'image/png', inline: true },
    { extensions: ['webp'], sniffed: ['image/webp'], mimeType: 'image/webp', inline: true },
  ],
  label: 'a PDF, JPEG, PNG or WebP file',
};

export const variationAttachmentMaxBytes = (uploadMaxBytes: number) => Math.min(MAX_VARIATION_ATTACHMENT_BYTES, uploadMaxBytes);

async function hashStored(storage: FileStorage, key: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(await storage.get(key), hash);
  return hash.digest('hex');
}

const conflict = (status: string) => new AppError('CONFLICT', `This variation was already ${status}: attachments can only be added while it awaits the customer’s answer.`);
const tooMany = (room: number) => {
  const message = room
    ? `A variation has at most ${MAX_VARIATION_ATTACHMENTS} attachments; ${room === 1 ? '1 more fits' : `${room} more fit`}.`
    : `This variation already has ${MAX_VARIATION_ATTACHMENTS} attachments, the most it can have.`;
  return new AppError('VALIDATION_FAILED', message, { files: [message] });
};

/**
 * Staff add files to a variation still awaiting the customer's answer (each in a field named
 * `files`, through the shared upload checks). The files' names and SHA-256 become part of the
 * text the customer agrees to: the variation's content hash is recomputed in the same
 * transaction, and the audit chain records it, so an approval always covers what was attached.
 */
export async function addVariationAttachments(db: Database, deps: FileDeps, actorOrNull: Actor | null, tenant: CompanyRow, id: string, upload: UploadSource, meta: VariationMeta): Promise<Variation> {
  const actor = requirePermission(actorOrNull, 'variations:manage', 'Only the team can attach files to a variation.');
  const found = await requireVisibleVariation(db, actor, tenant, id);
  if (found.variation.status !== 'proposed') throw conflict(found.variation.status);
  const already = (await attachmentsOf(db, tenant.id, [id])).get(id)?.length ?? 0;
  const room = MAX_VARIATION_ATTACHMENTS - already;

  const projectId = found.variation.projectId;
  const { files } = await receiveUploads(upload, {
    storage: deps.storage,
    newKey: () => `${tenant.id}/${projectId}/${randomUUID()}`,
    fieldName: 'files',
    maxFiles: Math.max(room, 0),
    maxBytes: variationAttachmentMaxBytes(deps.uploadMaxBytes),
    allowed: VARIATION_ATTACHMENT_KINDS,
    fields: z.object({}),
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED' && error.fields?.files?.[0]?.startsWith('Attach at most')) throw tooMany(room);
    throw error;
  });

  try {
    if (files.length === 0) {
      const message = 'Choose at least one file to attach.';
      throw new AppError('VALIDATION_FAILED', message, { files: [message] });
    }
    if (files.length > room) throw tooMany(room);
    const hashes = await Promise.all(files.map((file) => hashStored(deps.storage, file.key)));
    return await db.transaction(async (tx) => {
      const locked = await requireVisibleVariation(tx, actor, tenant, id, true);
      if (locked.variation.status !== 'proposed') throw conflict(locked.variation.status);
      const before = (await attachmentsOf(tx, tenant.id, [id])).get(id) ?? [];
      if (before.length + files.length > MAX_VARIATION_ATTACHMENTS) throw tooMany(MAX_VARIATION_ATTACHMENTS - before.length);
      const rows = [];
      for (const [index, file] of files.entries()) {
        const stored = await insertStoredFile(tx, { companyId: tenant.id, projectId, storageKey: file.key, originalName: file.originalName, mimeType: file.mimeType, sizeBytes: file.sizeBytes, uploadedBy: actor.userId });
        rows.push({ companyId: tenant.id, variationId: id, fileId: stored.id, position: before.length + index, sha256: hashes[index]! });
      }
      await insertVariationAttachments(tx, rows);
      const attachments = (await attachmentsOf(tx, tenant.id, [id])).get(id) ?? [];
      const contentHash = sha256(variationText(locked.variation, attachments));
      const row = await updateProposedVariation(tx, tenant.id, id, { contentHash });
      if (!row) throw conflict('answered');
      const added = attachments.slice(before.length).map((a) => ({ name: a.name, sha256: a.sha256, sizeBytes: a.sizeBytes }));
      await appendVariationEvent(tx, { companyId: tenant.id, variationId: id, kind: 'attachments_added', actor, meta, data: { contentHash, previousContentHash: locked.variation.contentHash, added } });
      return toVariation(row, locked.proposedByName, attachments);
    });
  } catch (error) {
    await Promise.all(files.map((file) => deps.storage.delete(file.key).catch(() => undefined)));
    throw error;
  }
}
