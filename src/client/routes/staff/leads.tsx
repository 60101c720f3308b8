import { ensureQueries } from '@/client/app/route-data';
import { PageHeader } from '@/client/components/layout/page-header';
import { FIRST_LEAD_FILTERS, leadPageQueryOptions } from '@/client/features/leads/api/get-leads';
import { LeadsView } from '@/client/features/leads/components/leads-view';
import { staffPageLoader } from './staff-page-loader';

/** The list's first page, unfiltered. */
export const loader = staffPageLoader((queryClient) => ensureQueries(queryClient, [leadPageQueryOptions(FIRST_LEAD_FILTERS)]));

/** Staff: enquiries, quote requests and demo bookings from the website, to follow up or convert. */
export default function LeadsPage() {
  return (
    <>
      <PageHeader title="Leads" description="Enquiries, quote requests and demo bookings from your website." />
      <div className="mt-8">
        <LeadsView />
      </div>
    </>
  );
}
