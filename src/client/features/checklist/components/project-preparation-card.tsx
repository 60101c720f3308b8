import { ClipboardCheck, Plus } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { STAGE_STEPS, type ProjectStage } from '@/shared/constants/stages';
import type { ChecklistItem } from '@/shared/schemas/checklist';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { QueryState } from '@/client/components/ui/query-state';
import { useChecklist } from '../api/get-checklist';
import { useChecklistEditor } from '../api/save-checklist-item';
import { useToggleChecklistItem } from '../api/toggle-checklist-item';
import { ChecklistItemDialog } from './checklist-item-dialog';
import { ChecklistItemRow } from './checklist-item-row';
import { inCustomerSection, type ChecklistViewer } from './checklist-labels';
import { useChecklistLoadToast } from './use-checklist-load-toast';

interface ProjectPreparationCardProps {
  projectId: string;
  stage: ProjectStage;
  viewer: ChecklistViewer;
}

/**
 * Project Preparation (spec sections 2 and 6). Customers see Customer Requirements
 * (their items and shared ones; hidden when empty) and tick them; staff see
 * Staff Tasks too, and add, edit, delete and tick everything.
 */
export function ProjectPreparationCard({ projectId, stage, viewer }: ProjectPreparationCardProps) {
  const checklist = useChecklist(projectId);
  useChecklistLoadToast(checklist.isError, checklist.errorUpdatedAt);
  const toggle = useToggleChecklistItem(projectId, {
    onToggled: (isCompleted) => toast.success(isCompleted ? 'Task completed' : 'Task reopened', { description: 'The checklist has been updated.' }),
  });
  const editor = useChecklistEditor(projectId);
  const isStaff = viewer === 'staff';

  const onToggle = (item: ChecklistItem, isCompleted: boolean) => toggle.mutateAsync({ item, isCompleted });

  return (
    <SectionCard
      title="Project Preparation"
      description={isStaff ? "The project's checklist: the customer's part and the team's" : 'What to get ready, stage by stage'}
      icon={ClipboardCheck}
      action={
        <>
          <Badge tone="brand">Current Stage: {STAGE_STEPS[stage].label}</Badge>
          {isStaff && (
            <ChecklistItemDialog
              withDueDate
              defaultStage={stage}
              description="Customer and shared items show on the customer's dashboard unless they are private."
              onSave={(input) => editor.add.mutateAsync(input)}
              trigger={
                <Button size="sm" variant="secondary">
                  <Plus aria-hidden="true" />
                  Add Item
                </Button>
              }
            />
          )}
        </>
      }
    >
      <QueryState
        query={checklist}
        loading={<CardLoading>Loading checklist...</CardLoading>}
        error="There was a problem loading the checklist data."
      >
        {(data) => (
          <ChecklistSections items={data} projectId={projectId} isStaff={isStaff} onToggle={onToggle} />
        )}
      </QueryState>
    </SectionCard>
  );
}

interface ChecklistSectionsProps {
  items: ChecklistItem[];
  projectId: string;
  isStaff: boolean;
  onToggle: (item: ChecklistItem, isCompleted: boolean) => Promise<unknown>;
}

function ChecklistSections({ items, projectId, isStaff, onToggle }: ChecklistSectionsProps) {
  const customerItems = items.filter(inCustomerSection);
  const staffItems = items.filter((item) => !inCustomerSection(item));
  const done = items.filter((item) => item.isCompleted).length;

  if (!isStaff && customerItems.length === 0) {
    return <p className="text-sm text-muted">Nothing to prepare right now. When we need something from you, it will appear here.</p>;
  }
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">
        <span className="font-semibold text-foreground tabular-nums">
          {done} of {items.length}
        </span>{' '}
        done
      </p>
      {(isStaff || customerItems.length > 0) && (
        <ChecklistSection title="Customer Requirements" items={customerItems} projectId={projectId} isStaff={isStaff} onToggle={onToggle} empty="No customer requirements on this project." />
      )}
      {isStaff && <ChecklistSection title="Staff Tasks" items={staffItems} projectId={projectId} isStaff onToggle={onToggle} empty="No staff tasks on this project." />}
    </div>
  );
}

interface ChecklistSectionProps extends Omit<ChecklistSectionsProps, 'items'> {
  title: string;
  items: ChecklistItem[];
  empty: string;
}

function ChecklistSection({ title, items, projectId, isStaff, onToggle, empty }: ChecklistSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-xs font-semibold tracking-wide text-muted uppercase">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-border">
          {items.map((item) => (
            <ChecklistItemRow key={item.id} item={item} projectId={projectId} onToggle={onToggle} canEdit={isStaff} />
          ))}
        </ul>
      )}
    </section>
  );
}
