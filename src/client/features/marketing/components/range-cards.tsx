import { Ruler } from 'lucide-react';
import type { ProductRange } from '@/shared/schemas/site-content';
import { formatFromPrice } from '@/shared/money';
import { formatArea, formatSize } from '../format';

/** A product's ranges: name, footprint, what it suits and its "from" price including VAT. */
export function RangeCards({ ranges, label }: { ranges: ProductRange[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {ranges.map((range) => (
        <li key={range.name} className="flex flex-col rounded-2xl border border-border bg-surface p-7 shadow-xs">
          <h3 className="font-display text-2xl font-semibold">{range.name}</h3>
          <p className="mt-2 inline-flex items-center gap-2 text-sm font-medium text-muted">
            <Ruler aria-hidden="true" className="size-4" />
            {formatSize(range.widthM, range.depthM)}
            <span aria-hidden="true">·</span>
            {formatArea(range.widthM, range.depthM)}
          </p>
          <p className="mt-4 flex-1 leading-relaxed">{range.description}</p>
          <PriceFrom pence={range.fromPence} className="mt-6 border-t border-border pt-5" />
        </li>
      ))}
    </ul>
  );
}

export function PriceFrom({ pence, className }: { pence: number; className?: string }) {
  return (
    <p className={className}>
      <span className="text-sm text-muted">From </span>
      <span className="font-display text-3xl font-semibold text-foreground">{formatFromPrice(pence)}</span>
      <span className="block text-sm text-muted">including VAT, delivery and installation</span>
    </p>
  );
}
