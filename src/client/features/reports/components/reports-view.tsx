import { BarChart3, TrendingUp } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { SectionCard } from '@/client/components/layout/section-card';
import { RetryButton } from '@/client/components/ui/query-state';
import { Spinner } from '@/client/components/ui/spinner';
import { useCashFlow, usePipeline } from '../api/get-reports';
import { CashFlowTable } from './cash-flow-table';
import { PipelineTable, StagesTable } from './pipeline-table';

const CashFlowChart = lazy(async () => ({ default: (await import('./report-charts')).CashFlowChart }));
const PipelineChart = lazy(async () => ({ default: (await import('./report-charts')).PipelineChart }));

/**
 * The width a chart may take, measured in the browser. The server renders the tables and leaves
 * the charts' room empty: a chart is drawn at a width only the browser knows.
 */
function ChartBox({ height, children }: { height: number; children: (width: number) => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="min-w-0" style={{ minHeight: height }}>
      {width > 0 && <Suspense fallback={<Spinner className="size-5" />}>{children(width)}</Suspense>}
    </div>
  );
}

function Failed({ what, query }: { what: string; query: Parameters<typeof RetryButton>[0]['query'] }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted">We couldn&apos;t load the {what}.</p>
      <RetryButton query={query} />
    </div>
  );
}

function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted">
      <Spinner className="size-4" />
      Loading the {what}...
    </p>
  );
}

/** Staff: the office reports, cash flow and pipeline, each a chart beside its table. */
export function ReportsView() {
  const cashFlow = useCashFlow();
  const pipeline = usePipeline();
  return (
    <div className="flex flex-col gap-6">
      <SectionCard
        title="Cash flow"
        description="What should come in over the next 12 weeks from unpaid payments (weeks start on Monday). Overdue payments and bank transfers awaiting your verification are shown apart."
        icon={TrendingUp}
      >
        <div className="mt-4">
          {cashFlow.isPending ? (
            <Loading what="cash flow" />
          ) : cashFlow.isError ? (
            <Failed what="cash flow" query={cashFlow} />
          ) : (
            <div className="grid gap-6 lg:grid-cols-2">
              <ChartBox height={cashFlow.data.weeks.length * 30 + 130}>{(width) => <CashFlowChart data={cashFlow.data} width={width} />}</ChartBox>
              <CashFlowTable data={cashFlow.data} />
            </div>
          )}
        </div>
      </SectionCard>
      <SectionCard
        title="Pipeline"
        description="Leads, quote requests from the configurator and projects started, month by month for the last year. Quotes won are a month's quote requests that have since become customers."
        icon={BarChart3}
      >
        <div className="mt-4">
          {pipeline.isPending ? (
            <Loading what="pipeline" />
          ) : pipeline.isError ? (
            <Failed what="pipeline" query={pipeline} />
          ) : (
            <div className="flex flex-col gap-6">
              <ChartBox height={290}>{(width) => <PipelineChart months={pipeline.data.months} width={width} />}</ChartBox>
              <PipelineTable months={pipeline.data.months} />
              <div>
                <h3 className="text-sm font-semibold text-foreground">Projects by stage</h3>
                <div className="mt-2 lg:max-w-xl">
                  <StagesTable stages={pipeline.data.stages} />
                </div>
              </div>
            </div>
          )}
        </div>
      </SectionCard>
    </div>
  );
}
