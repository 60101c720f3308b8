import { PencilRuler } from 'lucide-react';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Badge } from '@/client/components/ui/badge';
import { formatDateTime } from '@/client/lib/format';
import { useDesignDecisions } from '../api/get-design-decisions';

/** Staff: what the customer said about their design, newest first. Change requests are the team's to act on. */
export function DesignDecisionsCard({ projectId }: { projectId: string }) {
  const decisions = useDesignDecisions(projectId);
  return (
    <SectionCard title="Design Decisions" description="The customer's approval and change requests" icon={PencilRuler}>
      {decisions.isPending ? (
        <CardLoading>Loading design decisions...</CardLoading>
      ) : decisions.isError ? (
        <p role="alert" className="text-sm text-muted">
          We couldn&apos;t load the design decisions just now.
        </p>
      ) : decisions.data.length === 0 ? (
        <p className="text-sm text-muted">No decisions yet. The customer approves or asks for changes at Design Approval.</p>
      ) : (
        <ul className="divide-y divide-border">
          {decisions.data.map((d) => (
            <li key={d.id} className="py-3 text-sm first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={d.decision === 'approve' ? 'success' : 'warning'}>{d.decision === 'approve' ? 'Approved' : 'Changes requested'}</Badge>
                <span className="text-xs text-muted">
                  {d.customerName} · <time dateTime={d.createdAt}>{formatDateTime(d.createdAt)}</time>
                </span>
              </div>
              {d.comment && <p className="mt-1.5 break-words whitespace-pre-wrap text-foreground">{d.comment}</p>}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
