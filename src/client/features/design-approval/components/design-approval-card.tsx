import { PencilRuler } from 'lucide-react';
import { SectionCard } from '@/client/components/layout/section-card';
import { formatDateTime } from '@/client/lib/format';
import { useDesignDecisions } from '../api/get-design-decisions';
import { ApproveDesignDialog } from './approve-design-dialog';
import { RequestChangesDialog } from './request-changes-dialog';

/**
 * The customer's design approval at stage design_confirmation (as the product's screens specify).
 * The route page shows it to customers only: staff never see these buttons, and
 * the server refuses them anyway.
 */
export function DesignApprovalCard({ projectId }: { projectId: string }) {
  const decisions = useDesignDecisions(projectId);
  const latest = decisions.data?.[0];
  const pendingChange = latest?.decision === 'request_changes' ? latest : null;

  return (
    <SectionCard title="Design Approval" description="Your design is ready for you to check" icon={PencilRuler} className="@container h-full border-brand-ink/30">
      <div className="flex flex-1 flex-col justify-between gap-4 @3xl:flex-row @3xl:items-end">
        <div className="max-w-2xl space-y-3 text-sm">
          <p className="text-foreground">
            Look over your Building Specifications and diagrams. If everything is right, approve the design and we&apos;ll move on to
            preparing your site. If not, tell us what to change.
          </p>
          {pendingChange && (
            <div className="rounded-lg bg-subtle px-3.5 py-3">
              <p className="text-xs text-muted">
                You asked for changes on <time dateTime={pendingChange.createdAt}>{formatDateTime(pendingChange.createdAt)}</time>:
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap text-foreground">{pendingChange.comment}</p>
              <p className="mt-1 text-xs text-muted">The team will update your design and let you know.</p>
            </div>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <ApproveDesignDialog projectId={projectId} />
          <RequestChangesDialog projectId={projectId} />
        </div>
      </div>
    </SectionCard>
  );
}
