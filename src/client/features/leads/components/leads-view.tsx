import { Inbox, RotateCw } from 'lucide-react';
import { useState } from 'react';
import type { LeadSource, LeadStatus } from '@/shared/constants/operations';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { FIRST_LEAD_FILTERS, useLeadPage } from '../api/get-leads';
import { LeadsFilters } from './leads-filters';
import { LeadsList } from './leads-list';
import { Pager } from '@/client/components/ui/pager';

/** The Leads page's list: who asked, through which form, what about, and what staff have done with it. */
export function LeadsView() {
  const [status, setStatus] = useState<LeadStatus | ''>(FIRST_LEAD_FILTERS.status);
  const [source, setSource] = useState<LeadSource | ''>(FIRST_LEAD_FILTERS.source);
  const [page, setPage] = useState(FIRST_LEAD_FILTERS.page);
  const leads = useLeadPage({ status, source, page });
  const data = leads.data;
  const filtered = Boolean(status || source);

  return (
    <SectionCard title="All leads" icon={Inbox} description={data ? `${data.total} ${data.total === 1 ? 'lead' : 'leads'}${filtered ? ' matching the filters' : ''}` : undefined}>
      <LeadsFilters
        status={status}
        source={source}
        onStatus={(next) => {
          setStatus(next);
          setPage(1);
        }}
        onSource={(next) => {
          setSource(next);
          setPage(1);
        }}
      />
      {leads.isPending ? (
        <CardLoading>Loading leads...</CardLoading>
      ) : leads.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-muted">
          <p>We couldn&apos;t load the leads.</p>
          <Button variant="secondary" size="sm" onClick={() => void leads.refetch()} disabled={leads.isFetching}>
            <RotateCw aria-hidden="true" />
            {leads.isFetching ? 'Retrying...' : 'Try Again'}
          </Button>
        </div>
      ) : data!.leads.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border-strong bg-subtle px-4 py-5 text-sm text-muted">
          {filtered ? 'No lead matches these filters.' : 'No leads yet. Enquiries, quote requests and demo bookings from the website appear here.'}
        </p>
      ) : (
        <div aria-busy={leads.isPlaceholderData || undefined}>
          <LeadsList leads={data!.leads} />
          {data!.pageCount > 1 && <Pager label="Lead pages" page={data!.page} pageCount={data!.pageCount} onPageChange={setPage} />}
        </div>
      )}
    </SectionCard>
  );
}
