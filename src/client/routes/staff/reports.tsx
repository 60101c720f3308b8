import { ensureQueries } from '@/client/app/route-data';
import { PageHeader } from '@/client/components/layout/page-header';
import { cashFlowQueryOptions, pipelineQueryOptions } from '@/client/features/reports/api/get-reports';
import { ReportsView } from '@/client/features/reports/components/reports-view';
import { staffPageLoader } from './staff-page-loader';

export const loader = staffPageLoader((queryClient) => ensureQueries(queryClient, [cashFlowQueryOptions(), pipelineQueryOptions()]));

/** Staff: cash flow and the sales pipeline. */
export default function ReportsPage() {
  return (
    <>
      <PageHeader title="Reports" description="Money coming in and the sales pipeline, for the office." />
      <div className="mt-8">
        <ReportsView />
      </div>
    </>
  );
}
