import { Download, ExternalLink, FileText } from 'lucide-react';
import type { Diagram } from '@/shared/schemas/diagrams';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { formatLongDate } from '@/client/lib/format';
import { isImageDiagram } from './diagram-format';

/** The diagram shown large: an image in the page, or a tile for a PDF (which downloads rather than displays). */
export function DiagramPreview({ diagram }: { diagram: Diagram }) {
  return (
    <figure className="space-y-3">
      {isImageDiagram(diagram) ? (
        <div className="overflow-hidden rounded-xl border border-border bg-subtle">
          <img src={diagram.diagramUrl} alt={`Diagram: ${diagram.fileName}`} className="mx-auto max-h-[28rem] w-full object-contain" />
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-border bg-subtle px-4 py-10 text-center">
          <FileText aria-hidden="true" className="size-12 text-brand-ink" />
          <p className="text-sm font-medium break-all text-foreground">{diagram.fileName}</p>
          <p className="text-xs text-muted">PDF files download to your device to view.</p>
          <Button asChild variant="secondary" size="sm">
            <a href={diagram.diagramUrl} download={diagram.fileName} aria-label={`Download PDF: ${diagram.fileName}`}>
              <Download aria-hidden="true" />
              Download PDF
            </a>
          </Button>
        </div>
      )}
      <figcaption className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
        <span className="min-w-0 font-medium break-all text-foreground">{diagram.fileName}</span>
        <Badge tone={diagram.isCustomerUpload ? 'brand' : 'neutral'}>{diagram.isCustomerUpload ? 'Customer upload' : 'Team upload'}</Badge>
        <span className="text-muted">
          Uploaded by {diagram.uploaderName} on {formatLongDate(diagram.createdAt)}
        </span>
        {isImageDiagram(diagram) && (
          <a
            href={diagram.diagramUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-brand-ink underline-offset-4 hover:underline"
          >
            Open full size
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </figcaption>
    </figure>
  );
}
