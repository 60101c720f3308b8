import { ClipboardList, ExternalLink } from 'lucide-react';
import { DOCUMENT_ACCEPT } from '@/shared/constants/files';
import { documentRequestTitle } from '@/shared/documents';
import type { DocumentRequest } from '@/shared/schemas/documents';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Badge } from '@/client/components/ui/badge';
import { QueryState } from '@/client/components/ui/query-state';
import { formatShortDate } from '@/client/lib/format';
import { useDocumentRequests } from '../api/get-document-requests';
import { useProjectDocuments } from '../api/get-documents';
import { REQUEST_STATUS_BADGES } from './document-labels';
import { FilePickerButton } from './file-picker-button';
import { useDocumentUpload } from './use-document-upload';
import type { DocumentsViewer } from './project-documents-card';

const COPY: Record<DocumentsViewer, { description: string; empty: string }> = {
  customer: {
    description: 'Documents the team has asked you for',
    empty: 'Nothing is waiting on you. When the team needs a document from you, it will appear here.',
  },
  staff: {
    description: 'Documents asked of the customer, and whether they have sent them',
    empty: 'No documents requested yet. Use Request Document to ask the customer for one.',
  },
};

interface DocumentRequestsCardProps {
  projectId: string;
  viewer: DocumentsViewer;
}

/** Outstanding requests (overdue marked) then fulfilled ones; customers fulfil one by uploading against it. */
export function DocumentRequestsCard({ projectId, viewer }: DocumentRequestsCardProps) {
  const requests = useDocumentRequests(projectId);
  const outstanding = requests.data?.filter((r) => r.status !== 'fulfilled').length ?? 0;
  const copy = COPY[viewer];

  return (
    <SectionCard
      title="Document Requests"
      description={copy.description}
      icon={ClipboardList}
      titleBadge={outstanding > 0 ? <Badge tone="warning">{outstanding} outstanding</Badge> : undefined}
    >
      <QueryState
        query={requests}
        loading={<CardLoading>Loading document requests...</CardLoading>}
        error="We couldn't load the document requests."
        isEmpty={(data) => data.length === 0}
        empty={<p className="rounded-xl border border-dashed border-border-strong bg-subtle px-4 py-5 text-sm text-muted">{copy.empty}</p>}
      >
        {(data) => (
          <ul className="divide-y divide-border">
            {data.map((request) => (
              <RequestItem key={request.id} request={request} projectId={projectId} canUpload={viewer === 'customer'} />
            ))}
          </ul>
        )}
      </QueryState>
    </SectionCard>
  );
}

interface RequestItemProps {
  request: DocumentRequest;
  projectId: string;
  canUpload: boolean;
}

function RequestItem({ request, projectId, canUpload }: RequestItemProps) {
  const badge = REQUEST_STATUS_BADGES[request.status];
  const due = formatShortDate(request.dueDate);
  const fulfilled = request.status === 'fulfilled';
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-3 py-4 first:pt-0 last:pb-0">
      <div className="min-w-48 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-foreground">{documentRequestTitle(request.documentType)}</h3>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>
        {request.description && <p className="text-sm break-words whitespace-pre-line text-foreground">{request.description}</p>}
        <p className="text-xs text-muted">
          Requested by {request.requesterName} on {formatShortDate(request.createdAt)}
          {due && <span className={request.status === 'overdue' ? 'font-semibold text-danger-ink' : undefined}> · Due {due}</span>}
          {fulfilled && request.fulfilledAt && <> · Sent {formatShortDate(request.fulfilledAt)}</>}
        </p>
      </div>
      {fulfilled && request.document ? (
        <a
          href={request.document.fileUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-md text-sm font-medium text-brand-ink underline-offset-4 hover:underline"
        >
          <span className="truncate">{request.document.title}</span> <span className="sr-only">(opens in a new tab)</span>
          <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
        </a>
      ) : (
        canUpload && <FulfilRequestButton request={request} projectId={projectId} />
      )}
    </li>
  );
}

function FulfilRequestButton({ request, projectId }: { request: DocumentRequest; projectId: string }) {
  const documents = useProjectDocuments(projectId);
  const { uploadFile, isPending } = useDocumentUpload(projectId, documents.data?.maxUploadBytes);
  const title = documentRequestTitle(request.documentType);
  return (
    <FilePickerButton
      accept={DOCUMENT_ACCEPT}
      inputLabel={`File for ${title}`}
      aria-label={`Upload ${title}`}
      busy={isPending}
      onFile={(file) => void uploadFile({ file, requestId: request.id })}
    >
      Upload
    </FilePickerButton>
  );
}
