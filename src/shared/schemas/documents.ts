import { z } from 'zod';
import { DOCUMENT_REQUEST_STATUSES, DOCUMENT_TYPES } from '../constants/files';
import { zDate } from './fields';

/** A form sends "" for a field left empty: read it as absent. */
const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const zDocument = z.object({
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  description: z.string().nullable(),
  /** `/api/files/{id}`: the bytes, for signed-in callers who may see the project. */
  fileUrl: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  uploadedBy: z.string(),
  uploaderName: z.string(),
  createdAt: z.string(),
});
export type ProjectDocument = z.infer<typeof zDocument>;

export const zProjectDocuments = z.object({
  documents: z.array(zDocument),
  /** The server's per-file limit, so a form can say it before sending. */
  maxUploadBytes: z.number().int(),
});
export type ProjectDocuments = z.infer<typeof zProjectDocuments>;

/**
 * The text fields sent with a document's `file` (multipart). A customer's upload is always
 * customer_upload, titled with the file name; staff choose the type (document by default).
 */
export const zDocumentUploadFields = z.object({
  title: z.preprocess(blankAsAbsent, z.string().trim().max(200, 'Keep the title under 200 characters').optional()),
  documentType: z.preprocess(blankAsAbsent, z.enum(DOCUMENT_TYPES, 'Choose contract, report, document or permit').optional()),
  description: z.preprocess(blankAsAbsent, z.string().trim().max(2000, 'Keep the description under 2,000 characters').optional()),
  /** The document request this upload fulfils. */
  requestId: z.preprocess(blankAsAbsent, z.uuid('Not a document request id').optional()),
});
export type DocumentUploadFields = z.infer<typeof zDocumentUploadFields>;

export const zDocumentRequest = z.object({
  id: z.string(),
  projectId: z.string(),
  documentType: z.string(),
  description: z.string(),
  dueDate: z.string().nullable(),
  status: z.enum(DOCUMENT_REQUEST_STATUSES),
  requestedBy: z.string(),
  requesterName: z.string(),
  /** The document that fulfilled it. */
  document: z.object({ id: z.string(), title: z.string(), fileUrl: z.string() }).nullable(),
  fulfilledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DocumentRequest = z.infer<typeof zDocumentRequest>;

/**
 * The Request Document dialog: Document Type, Description, Due Date. The spec gives the form no
 * required or length rules, so every field may be left empty (a request with no type reads as
 * "Document": documentRequestTitle) and none is capped while typing.
 */
export const zDocumentRequestForm = z.object({
  documentType: z.string().trim().default(''),
  description: z.string().trim().default(''),
  dueDate: z.preprocess(blankAsAbsent, zDate('Enter the due date as a date').optional()),
});
export type DocumentRequestForm = z.infer<typeof zDocumentRequestForm>;

/** Far beyond anything a person types or pastes; only stops a script filling the table. */
export const DOCUMENT_REQUEST_TEXT_LIMIT = 10_000;

/** What the server accepts: the form, plus the protective limit above. */
export const zCreateDocumentRequest = zDocumentRequestForm.extend({
  documentType: z.string().trim().max(DOCUMENT_REQUEST_TEXT_LIMIT, 'Keep the document type under 10,000 characters').default(''),
  description: z.string().trim().max(DOCUMENT_REQUEST_TEXT_LIMIT, 'Keep the description under 10,000 characters').default(''),
});
export type CreateDocumentRequest = z.infer<typeof zCreateDocumentRequest>;
