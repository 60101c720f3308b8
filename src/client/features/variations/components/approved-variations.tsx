import { formatPriceChange } from '@/shared/schemas/variations';
import { useVariations } from '../api/variations';

/** Beneath the Building Specifications: the changes the customer approved, each with its price change. */
export function ApprovedVariations({ projectId }: { projectId: string }) {
  const variations = useVariations(projectId);
  const approved = variations.data?.filter((v) => v.status === 'approved') ?? [];
  if (approved.length === 0) return null;
  return (
    <div className="mt-4 border-t border-border pt-4">
      <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">Approved variations</h3>
      <ul className="mt-2 divide-y divide-border text-sm">
        {approved.map((v) => (
          <li key={v.id} className="flex items-baseline justify-between gap-3 py-2 last:pb-0">
            <span className="min-w-0 font-medium break-words text-foreground">{v.title}</span>
            <span className="shrink-0 text-foreground tabular-nums">{formatPriceChange(v.priceChangePence)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
