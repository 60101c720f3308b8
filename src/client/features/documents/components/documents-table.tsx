import { ExternalLink } from 'lucide-react';
import type { ProjectDocument } from '@/shared/schemas/documents';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { formatShortDate } from '@/client/lib/format';
import { DOCUMENT_TYPE_LABELS } from './document-labels';

/**
 * Document, Date (a local date), Type and a View link opening the file in a new tab
 * (as the product's screens specify). In a narrow card the date and type move under the title.
 */
export function DocumentsTable({ documents }: { documents: ProjectDocument[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Document</TableHead>
          <TableHead className="hidden @lg:table-cell">Date</TableHead>
          <TableHead className="hidden @lg:table-cell">Type</TableHead>
          <TableHead className="text-right">Action</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {documents.map((document) => {
          const date = formatShortDate(document.createdAt);
          const type = DOCUMENT_TYPE_LABELS[document.documentType];
          return (
            <TableRow key={document.id}>
              <TableCell className="max-w-0 w-full">
                <p className="truncate font-medium text-foreground" title={document.title}>
                  {document.title}
                </p>
                <p className="mt-0.5 text-xs text-muted @lg:hidden">
                  {date} · {type}
                </p>
              </TableCell>
              <TableCell className="hidden whitespace-nowrap text-muted @lg:table-cell">{date}</TableCell>
              <TableCell className="hidden whitespace-nowrap text-muted @lg:table-cell">{type}</TableCell>
              <TableCell className="text-right">
                <a
                  href={document.fileUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-medium text-brand-ink underline-offset-4 hover:underline"
                >
                  View <span className="sr-only">{document.title} (opens in a new tab)</span>
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </a>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
