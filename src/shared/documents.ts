import type { DocumentRequestStatus } from './constants/files';

/** A request is fulfilled once a document is linked; otherwise overdue after its due date (London time). */
export function documentRequestStatus(fulfilled: boolean, dueDate: string | null, today: string): DocumentRequestStatus {
  if (fulfilled) return 'fulfilled';
  return dueDate !== null && dueDate < today ? 'overdue' : 'open';
}

/** A request's heading: its document type, or "Document" when staff left the type empty (the form requires nothing). */
export function documentRequestTitle(documentType: string): string {
  return documentType.trim() || 'Document';
}
