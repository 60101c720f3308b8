import { Inbox } from 'lucide-react';
import { useState } from 'react';
import type { LeadSource, LeadStatus } from '@/shared/constants/operations';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { FIRST_LEAD_FILTERS, useLeadPage } from '../api/get-leads';
import { LeadsFilters } from './leads-filters';
import { LeadsList } from './leads-list';
import { Pager } from '@/client/components/ui/pager';
import { QueryState } from '@/client/components/ui/query-state';

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
      <QueryState
        query={leads}
        loading={<CardLoading>Loading leads...</CardLoading>}
        error="We couldn't load the leads."
        isEmpty={(data) => data.leads.length === 0}
        empty={
          <p className="rounded-xl border border-dashed border-border-strong bg-subtle px-4 py-5 text-sm text-muted">
            {filtered ? 'No lead matches these filters.' : 'No leads yet. Enquiries, quote requests and demo bookings from the website appear here.'}
          </p>
        }
      >
        {(data) => (
          <div aria-busy={leads.isPlaceholderData || undefined}>
            <LeadsList leads={data.leads} />
            {data.pageCount > 1 && <Pager label="Lead pages" page={data.page} pageCount={data.pageCount} onPageChange={setPage} />}
          </div>
        )}
      </QueryState>
    </SectionCard>
  );
}
