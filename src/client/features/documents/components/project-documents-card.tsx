import { FileText } from 'lucide-react';
import { DOCUMENT_ACCEPT } from '@/shared/constants/files';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { QueryState } from '@/client/components/ui/query-state';
import { useProjectDocuments } from '../api/get-documents';
import { DocumentsTable } from './documents-table';
import { FilePickerButton } from './file-picker-button';
import { RequestDocumentDialog } from './request-document-dialog';
import { StaffUploadDialog } from './staff-upload-dialog';
import { useDocumentUpload } from './use-document-upload';

export type DocumentsViewer = 'customer' | 'staff';

const COPY: Record<DocumentsViewer, { description: string; empty: string }> = {
  customer: {
    description: 'Plans, permits, reports and everything you have shared with us',
    empty: 'No documents yet. Upload a photo, PDF or Word document to share it with the team.',
  },
  staff: {
    description: 'Everything shared on this project, by the team and the customer',
    empty: 'No documents yet.',
  },
};

interface ProjectDocumentsCardProps {
  projectId: string;
  viewer: DocumentsViewer;
}

/**
 * The Project Documents card (as the product's screens specify). Customers upload straight from the picker
 * (typed customer_upload, titled with the file name); staff choose a type, and ask the
 * customer for documents with Request Document.
 */
export function ProjectDocumentsCard({ projectId, viewer }: ProjectDocumentsCardProps) {
  const documents = useProjectDocuments(projectId);
  const { uploadFile, isPending } = useDocumentUpload(projectId, documents.data?.maxUploadBytes);
  const copy = COPY[viewer];

  const action =
    viewer === 'customer' ? (
      <FilePickerButton accept={DOCUMENT_ACCEPT} inputLabel="Document file" busy={isPending} onFile={(file) => void uploadFile({ file })}>
        Upload New Document
      </FilePickerButton>
    ) : (
      <>
        <RequestDocumentDialog projectId={projectId} />
        <StaffUploadDialog projectId={projectId} maxUploadBytes={documents.data?.maxUploadBytes} />
      </>
    );

  return (
    <SectionCard title="Project Documents" description={copy.description} icon={FileText} action={action} className="@container">
      <QueryState
        query={documents}
        loading={<CardLoading>Loading documents...</CardLoading>}
        error="We couldn't load the documents."
        isEmpty={(data) => data.documents.length === 0}
        empty={<p className="rounded-xl border border-dashed border-border-strong bg-subtle px-4 py-5 text-sm text-muted">{copy.empty}</p>}
      >
        {(data) => (
          <DocumentsTable documents={data.documents} />
        )}
      </QueryState>
    </SectionCard>
  );
}
