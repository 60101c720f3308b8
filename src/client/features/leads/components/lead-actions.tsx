import { Link } from 'react-router';
import type { Lead } from '@/shared/schemas/leads';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/lib/paths';
import { useUpdateLeadStatus } from '../api/update-lead';
import { ConvertLeadDialog } from './convert-lead-dialog';

/** Mark contacted (or new again) and Convert to customer; a converted lead points to the customers. */
export function LeadActions({ lead }: { lead: Lead }) {
  const update = useUpdateLeadStatus();
  if (lead.status === 'converted') {
    return (
      <Link to={paths.customers} className="text-sm font-medium text-brand-ink underline-offset-4 hover:underline">
        View customers
      </Link>
    );
  }
  const next = lead.status === 'new' ? 'contacted' : 'new';
  async function onMark() {
    try {
      await update.mutateAsync({ id: lead.id, status: next });
    } catch {
      // The query client shows the failure, in the words of the mutation's meta.
    }
  }
  return (
    <div className="flex flex-wrap gap-2 lg:justify-end">
      <Button variant="secondary" size="sm" onClick={() => void onMark()} disabled={update.isPending} aria-busy={update.isPending || undefined}>
        {next === 'contacted' ? 'Mark contacted' : 'Mark as new'}
        <span className="sr-only">: {lead.name}</span>
      </Button>
      <ConvertLeadDialog lead={lead} />
    </div>
  );
}
