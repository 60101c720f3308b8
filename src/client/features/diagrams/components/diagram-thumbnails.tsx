import { FileText } from 'lucide-react';
import type { Diagram } from '@/shared/schemas/diagrams';
import { cn } from '@/client/lib/cn';
import { formatShortDate } from '@/client/lib/format';
import { isImageDiagram } from './diagram-format';

interface DiagramThumbnailsProps {
  diagrams: Diagram[];
  shownId: string;
  onShow: (diagram: Diagram) => void;
}

/** Every diagram as a small tile; pressing one shows it large (the newest included, to get back to it). */
export function DiagramThumbnails({ diagrams, shownId, onShow }: DiagramThumbnailsProps) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-foreground">All diagrams ({diagrams.length})</h3>
      <ul className="mt-2 flex gap-2 overflow-x-auto pb-1" aria-label="All diagrams">
        {diagrams.map((diagram) => {
          const shown = diagram.id === shownId;
          return (
            <li key={diagram.id} className="shrink-0">
              <button
                type="button"
                aria-pressed={shown}
                aria-label={`Show ${diagram.fileName}, ${formatShortDate(diagram.createdAt) ?? ''}`}
                onClick={() => onShow(diagram)}
                className={cn(
                  'flex w-24 flex-col items-center gap-1 rounded-lg border bg-surface p-1.5 text-xs text-muted transition-colors hover:bg-subtle',
                  shown ? 'border-brand-ink ring-2 ring-brand-ink' : 'border-border',
                )}
              >
                {isImageDiagram(diagram) ? (
                  <img src={diagram.diagramUrl} alt="" loading="lazy" className="size-20 rounded-md bg-subtle object-cover" />
                ) : (
                  <span className="flex size-20 items-center justify-center rounded-md bg-subtle">
                    <FileText aria-hidden="true" className="size-8 text-brand-ink" />
                  </span>
                )}
                <span className="w-full truncate font-medium text-foreground">{diagram.fileName}</span>
                <span className="w-full truncate">{formatShortDate(diagram.createdAt)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
