import { CalendarClock, CircleCheck, CircleSlash, Clock, Download, Undo2 } from 'lucide-react';
import { describeDaysAdded, formatPriceChange, type Variation } from '@/shared/schemas/variations';
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
