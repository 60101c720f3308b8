import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import type { ChecklistItem } from '@/shared/schemas/checklist';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { useChecklistEditor } from '../api/save-checklist-item';
import { ChecklistItemDialog } from './checklist-item-dialog';
import { ChecklistItemText } from './checklist-item-text';
import { DeleteItemDialog } from './delete-item-dialog';

interface ChecklistItemRowProps {
  item: ChecklistItem;
  projectId: string;
  /** Settles when the server has answered (a refusal is reported by the caller). */
  onToggle: (item: ChecklistItem, isCompleted: boolean) => Promise<unknown>;
  /** Staff: edit and delete buttons, and the stage and visibility in words. */
  canEdit: boolean;
}

/** One item: a checkbox labelled by its title, its badges and dates, and staff's edit and delete. */
export function ChecklistItemRow({ item, projectId, onToggle, canEdit }: ChecklistItemRowProps) {
  const id = useId();
  // The tick shows in the same frame as the click; the cache's optimistic update lands a
  // tick later, and a controlled checkbox would flick back meanwhile.
  const [ticking, setTicking] = useState<boolean | null>(null);
  const toggle = (isCompleted: boolean) => {
    setTicking(isCompleted);
    void onToggle(item, isCompleted)
      .catch(() => undefined)
      .finally(() => setTicking(null));
  };
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <Checkbox
        id={`${id}-done`}
        className="mt-0.5"
        checked={ticking ?? item.isCompleted}
        onChange={(event) => toggle(event.target.checked)}
        aria-describedby={item.dueDate || canEdit ? `${id}-meta` : undefined}
      />
      <ChecklistItemText
        item={item}
        showStaffFacts={canEdit}
        metaId={`${id}-meta`}
        renderTitle={(title) => (
          <label htmlFor={`${id}-done`} className="cursor-pointer">
            {title}
          </label>
        )}
      />
      {canEdit && <StaffItemActions item={item} projectId={projectId} />}
    </li>
  );
}

function StaffItemActions({ item, projectId }: { item: ChecklistItem; projectId: string }) {
  const editor = useChecklistEditor(projectId);
  return (
    <div className="-my-1 flex shrink-0 items-center">
      <ChecklistItemDialog
        item={{ title: item.title, description: item.description, type: item.type, visibility: item.visibility, stage: item.stage, dueDate: item.dueDate, isMandatory: item.isMandatory }}
        withDueDate
        description="Changes show on the customer's dashboard at once, unless the item is private."
        onSave={(input) => editor.update.mutateAsync({ id: item.id, input })}
        trigger={
          <Button variant="ghost" size="icon" className="size-9 text-muted hover:text-foreground" aria-label={`Edit ${item.title}`}>
            <Pencil aria-hidden="true" />
          </Button>
        }
      />
      <DeleteItemDialog title={item.title} description="It is removed from this project's checklist." onDelete={() => editor.remove.mutateAsync(item.id)} />
    </div>
  );
}
