import { PageHeader } from '@/client/components/layout/page-header';
import { LeadsView } from '@/client/features/leads/components/leads-view';

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
