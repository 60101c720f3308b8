import { Factory } from 'lucide-react';
import type { ProductionStatus } from '@/shared/schemas/staff-dashboard';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { QueryState } from '@/client/components/ui/query-state';
import { cn } from '@/client/lib/cn';
import { useProductionStatus } from '../api/get-production-status';

/** Production Status: how full the workshop is (manufacturing and quality control against capacity), and builds complete. */
export function ProductionStatusCard({ className }: { className?: string }) {
  const production = useProductionStatus();
  return (
    <SectionCard title="Production Status" description="The workshop, from the projects' stages" icon={Factory} className={className}>
      <QueryState
        query={production}
        loading={<CardLoading>Loading production status...</CardLoading>}
        error="We couldn't load the production status."
      >
        {(data) => (
          <ProductionFigures status={data} />
        )}
      </QueryState>
    </SectionCard>
  );
}

function ProductionFigures({ status }: { status: ProductionStatus }) {
  const inWorkshop = status.inProduction + status.inQualityControl;
  const over = status.capacityPercent > 100;
  return (
    <div className="space-y-5">
      <div>
        <p className="flex items-baseline justify-between gap-3">
          <span className="font-display text-4xl font-semibold text-foreground tabular-nums">{status.capacityPercent}%</span>
          <span className="text-sm text-muted">
            capacity ({inWorkshop} of {status.capacity} builds)
          </span>
        </p>
        <div
          role="meter"
          aria-label="Workshop capacity used"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(status.capacityPercent, 100)}
          aria-valuetext={`${status.capacityPercent}% of capacity`}
          className="mt-3 h-3 overflow-hidden rounded-full bg-subtle"
        >
          <div className={cn('h-full rounded-full', over ? 'bg-danger' : 'bg-primary')} style={{ width: `${Math.min(status.capacityPercent, 100)}%` }} />
        </div>
        {over && <p className="mt-2 text-sm font-medium text-danger-ink">The workshop is over capacity.</p>}
      </div>
      <dl className="grid grid-cols-3 gap-3 text-center">
        <Figure term="In Production" value={status.inProduction} />
        <Figure term="Quality Control" value={status.inQualityControl} />
        <Figure term="Complete" value={status.complete} />
      </dl>
    </div>
  );
}

function Figure({ term, value }: { term: string; value: number }) {
  return (
    <div className="flex flex-col-reverse justify-end rounded-xl bg-subtle px-2 py-3">
      <dt className="mt-1 text-xs font-medium text-muted">{term}</dt>
      <dd className="text-2xl font-semibold text-foreground tabular-nums">{value}</dd>
    </div>
  );
}
