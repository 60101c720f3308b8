import type { DocumentRequestStatus, DocumentType } from '@/shared/constants/files';

/** How each stored documentType reads in the Type column. */
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  contract: 'Contract',
  report: 'Report',
  document: 'Document',
  permit: 'Permit',
  customer_upload: 'Customer upload',
};

export const REQUEST_STATUS_BADGES: Record<DocumentRequestStatus, { label: string; tone: 'brand' | 'danger' | 'success' }> = {
  open: { label: 'Open', tone: 'brand' },
  overdue: { label: 'Overdue', tone: 'danger' },
  fulfilled: { label: 'Fulfilled', tone: 'success' },
};
