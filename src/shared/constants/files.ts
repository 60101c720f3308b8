/** What the file pickers offer (spec sections 2 and 5). The server checks the bytes, not these. */
export const DOCUMENT_ACCEPT = 'image/*,.pdf,.doc,.docx';
export const DIAGRAM_ACCEPT = 'image/*,.pdf';

/** Documents staff choose a type for (the spec's sample types); customers' uploads are customer_upload. */
export const STAFF_DOCUMENT_TYPES = ['contract', 'report', 'document', 'permit'] as const;
export type StaffDocumentType = (typeof STAFF_DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPES = [...STAFF_DOCUMENT_TYPES, 'customer_upload'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The spec's description of a customer's upload. */
export const CUSTOMER_UPLOAD_DESCRIPTION = 'Uploaded by customer';

/** "overdue" is never stored: an open request past its due date (as payments do). */
export const DOCUMENT_REQUEST_STATUSES = ['open', 'overdue', 'fulfilled'] as const;
export type DocumentRequestStatus = (typeof DOCUMENT_REQUEST_STATUSES)[number];
