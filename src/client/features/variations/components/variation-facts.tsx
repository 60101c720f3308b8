import { CalendarClock, CircleCheck, CircleSlash, Clock, Download, FileText, Image, Paperclip, Undo2 } from 'lucide-react';
import { describeDaysAdded, formatFileSize, formatPriceChange, type Variation } from '@/shared/schemas/variations';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { variationPdfHref } from '../api/variations';

const BADGES = {
  proposed: { tone: 'warning', label: 'Awaiting approval', icon: Clock },
  approved: { tone: 'success', label: 'Approved', icon: CircleCheck },
  declined: { tone: 'danger', label: 'Declined', icon: CircleSlash },
  withdrawn: { tone: 'neutral', label: 'Withdrawn', icon: Undo2 },
} as const;

export function VariationStatusBadge({ status }: { status: Variation['status'] }) {
  const { tone, label, icon: Icon } = BADGES[status];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </Badge>
  );
}

/** The price change and the effect on the installation, as the customer agrees to them. */
export function VariationFacts({ variation }: { variation: Variation }) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      <div className="rounded-lg bg-subtle px-3.5 py-2.5">
        <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Price change</dt>
        <dd className="mt-0.5 text-base font-semibold text-foreground tabular-nums">{formatPriceChange(variation.priceChangePence)}</dd>
      </div>
      <div className="rounded-lg bg-subtle px-3.5 py-2.5">
        <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted uppercase">
          <CalendarClock aria-hidden="true" className="size-3.5" />
          Installation date
        </dt>
        <dd className="mt-0.5 font-medium text-foreground">{describeDaysAdded(variation.daysAdded)}</dd>
      </div>
    </dl>
  );
}

/** The files shown with a variation, each a download link with its name and size. */
export function VariationAttachments({ variation }: { variation: Variation }) {
  if (variation.attachments.length === 0) return null;
  return (
    <section aria-label={`Attachments: ${variation.title}`} className="space-y-1.5">
      <h4 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted uppercase">
        <Paperclip aria-hidden="true" className="size-3.5" />
        Attachments
      </h4>
      <ul className="space-y-1.5">
        {variation.attachments.map((a) => {
          const Icon = a.mimeType === 'application/pdf' ? FileText : Image;
          return (
            <li key={a.id}>
              <a
                href={a.url}
                download={a.name}
                className="flex min-h-11 items-center gap-2.5 rounded-lg border border-border px-3 py-2 text-sm text-foreground hover:bg-subtle focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-ink"
              >
                <Icon aria-hidden="true" className="size-4 shrink-0 text-muted" />
                <span className="min-w-0 flex-1 font-medium break-all">{a.name}</span>
                <span className="shrink-0 text-xs text-muted tabular-nums">{formatFileSize(a.sizeBytes)}</span>
                <Download aria-hidden="true" className="size-4 shrink-0 text-muted" />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function VariationPdfLink({ variation }: { variation: Variation }) {
  return (
    <Button asChild variant="secondary" size="sm">
      <a href={variationPdfHref(variation.id)} download>
        <Download aria-hidden="true" />
        Download PDF<span className="sr-only">: {variation.title}</span>
      </a>
    </Button>
  );
}
