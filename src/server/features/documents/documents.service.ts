import { CUSTOMER_UPLOAD_DESCRIPTION, type DocumentType } from '../../../shared/constants/files';
import { AppError } from '../../../shared/errors';
import { zDocumentUploadFields, type DocumentUploadFields, type ProjectDocument } from '../../../shared/schemas/documents';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { can } from '../../auth/permissions';
import type { Database, Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { DOCUMENT_KINDS } from '../../lib/uploads/file-kinds';
import type { UploadSource } from '../../lib/uploads/upload-source';
import { recordActivity } from '../activity/activity.service';
import { fileUrl, receiveProjectUpload, saveUpload, type FileDeps } from '../files/files.service';
import { requireVisibleProject } from '../projects/projects.service';
import { findRequest, fulfilRequestIfOpen, insertDocument, listProjectDocuments, type DocumentListRow } from './documents.queries';

function toDocument({ document, fileName, mimeType, sizeBytes, uploaderName }: DocumentListRow): ProjectDocument {
  return {
    id: document.id,
    projectId: document.projectId,
    title: document.title,
    documentType: document.documentType,
    description: document.description,
    fileUrl: fileUrl(document.fileId),
    fileName,
    mimeType,
    sizeBytes,
    uploadedBy: document.uploadedBy,
    uploaderName,
    createdAt: document.createdAt.toISOString(),
  };
}

/** The project's documents, newest first: the customer and staff see the same list. */
export async function listDocuments(db: Database, actor: Actor | null, tenant: CompanyRow, projectId: string): Promise<ProjectDocument[]> {
  await requireVisibleProject(db, actor, tenant, projectId);
  return (await listProjectDocuments(db, tenant.id, projectId)).map(toDocument);
}

/**
 * A customer's upload is a customer_upload titled with its file name (the product's data model), and a
 * title, description or type sent with it is refused (403); staff choose all three. Either may
 * fulfil an open document request with `requestId`.
 */
export async function uploadDocument(db: Database, deps: FileDeps, actorOrNull: Actor | null, tenant: CompanyRow, projectId: string, upload: UploadSource): Promise<ProjectDocument> {
  const actor = requireActor(actorOrNull);
  const project = await requireVisibleProject(db, actor, tenant, projectId);
  const { file, fields } = await receiveProjectUpload(deps, project, upload, DOCUMENT_KINDS, zDocumentUploadFields);
  return saveUpload(db, deps, file, { companyId: tenant.id, projectId, uploadedBy: actor.userId }, async (tx, stored) => {
    const document = await insertDocument(tx, {
      companyId: tenant.id,
      projectId,
      fileId: stored.id,
      ...documentFieldsFor(actor, fields, stored.originalName),
      uploadedBy: actor.userId,
    });
    if (fields.requestId) await fulfilRequest(tx, tenant.id, projectId, fields.requestId, document.id);
    await recordActivity(tx, {
      companyId: tenant.id,
      projectId,
      actorId: actor.userId,
      type: 'document_uploaded',
      description: `Document uploaded: ${document.title}`,
      isPublic: true,
    });
    return toDocument({ document, fileName: stored.originalName, mimeType: stored.mimeType, sizeBytes: stored.sizeBytes, uploaderName: actor.name });
  });
}

function documentFieldsFor(actor: Actor, fields: DocumentUploadFields, fileName: string): { title: string; documentType: DocumentType; description: string | null } {
  if (!can(actor, 'documents:manage')) {
    // Refused rather than dropped, so a client that thinks it named or typed the upload learns otherwise.
    if (fields.title !== undefined || fields.description !== undefined || (fields.documentType && fields.documentType !== 'customer_upload')) {
      throw new AppError('FORBIDDEN', 'Only staff choose the title, type or description of a document.');
    }
    return { title: fileName, documentType: 'customer_upload', description: CUSTOMER_UPLOAD_DESCRIPTION };
  }
  if (fields.documentType === 'customer_upload') {
    throw new AppError('VALIDATION_FAILED', 'Some of the information sent is not valid.', { documentType: ['Choose contract, report, document or permit'] });
  }
  return { title: fields.title ?? fileName, documentType: fields.documentType ?? 'document', description: fields.description ?? null };
}

async function fulfilRequest(tx: Transaction, companyId: string, projectId: string, requestId: string, documentId: string): Promise<void> {
  if (await fulfilRequestIfOpen(tx, { companyId, projectId, requestId, documentId })) return;
  if (!(await findRequest(tx, companyId, projectId, requestId))) throw new AppError('NOT_FOUND', 'Document request not found.');
  throw new AppError('CONFLICT', 'This document request has already been fulfilled.');
}
