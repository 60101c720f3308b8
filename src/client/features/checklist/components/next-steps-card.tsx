import { CircleCheck, ListTodo } from 'lucide-react';
import { STAGE_STEPS, type ProjectStage } from '@/shared/constants/stages';
import { isNeededNow, type ChecklistItem } from '@/shared/schemas/checklist';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Badge } from '@/client/components/ui/badge';
import { formatShortDate } from '@/client/lib/format';
import { useChecklist } from '../api/get-checklist';

/** Most pressing first: overdue, then required, then by due date. */
function byUrgency(a: ChecklistItem, b: ChecklistItem): number {
  if (a.isOverdue !== b.isOverdue) return a.isOverdue ? -1 : 1;
  if (a.isMandatory !== b.isMandatory) return a.isMandatory ? -1 : 1;
  return (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31');
}

/**
 * "What we need from you next": the customer's open checklist items for the stage
 * the build is at (or an earlier one still open). Ticking them off happens in
 * Project Preparation; this card reads the same cached checklist, so it follows.
 */
export function NextStepsCard({ projectId, stage }: { projectId: string; stage: ProjectStage }) {
  const checklist = useChecklist(projectId);
  const needed = checklist.data?.filter((item) => isNeededNow(item, stage)).sort(byUrgency) ?? [];

  return (
    <SectionCard className="@container h-full" title="What we need from you next" description={`Step ${STAGE_STEPS[stage].step}: ${STAGE_STEPS[stage].title}`} icon={ListTodo}>
      {checklist.isPending ? (
        <CardLoading>Loading your next steps...</CardLoading>
      ) : checklist.isError ? (
        <p className="text-sm text-muted">We couldn&apos;t load your next steps just now.</p>
      ) : needed.length === 0 ? (
        <p className="flex items-start gap-2 text-sm text-muted">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-ink" />
          Nothing needed from you right now. We&apos;ll let you know when there is.
        </p>
      ) : (
        <>
          <ul className="grid gap-2.5 @2xl:grid-cols-2 @5xl:grid-cols-3">
            {needed.map((item) => (
              <li key={item.id} className="rounded-lg bg-subtle px-3.5 py-2.5 text-sm">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-medium break-words text-foreground">{item.title}</span>
                  {item.isMandatory && (
                    <Badge tone="warning" className="px-2 py-0.5">
                      Required
                    </Badge>
                  )}
                  {item.type === 'shared' && (
                    <Badge tone="brand" className="px-2 py-0.5">
                      Shared
                    </Badge>
                  )}
                </div>
                {item.dueDate && (
                  <p className={item.isOverdue ? 'mt-0.5 text-xs font-semibold text-danger-ink' : 'mt-0.5 text-xs text-muted'}>
                    {item.isOverdue ? `Overdue · was due ${formatShortDate(item.dueDate)}` : `Due ${formatShortDate(item.dueDate)}`}
                  </p>
                )}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-muted">Tick each one off in Project Preparation when it&apos;s done.</p>
        </>
      )}
    </SectionCard>
  );
}
