import { EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProjectStage } from '@/shared/constants/stages';
import type { ChecklistItem } from '@/shared/schemas/checklist';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/cn';
import { formatShortDate } from '@/client/lib/format';
import { stageName } from './checklist-labels';

type ItemFacts = Pick<ChecklistItem, 'title' | 'description' | 'type' | 'visibility' | 'isMandatory' | 'stage'> &
  Partial<Pick<ChecklistItem, 'dueDate' | 'isOverdue' | 'isCompleted'>>;

interface ChecklistItemTextProps {
  item: ItemFacts;
  /** The title, as a <label> for the item's checkbox or plain text. */
  renderTitle?: (title: ReactNode) => ReactNode;
  /** Staff see the stage and whether the customer sees the item. */
  showStaffFacts?: boolean;
  metaId?: string;
}

/**
 * An item's words: title, the only two badges the spec allows (Required, Shared),
 * description, and a line with its due date (overdue marked in words) and stage.
 */
export function ChecklistItemText({ item, renderTitle, showStaffFacts = false, metaId }: ChecklistItemTextProps) {
  const due = formatShortDate(item.dueDate);
  const title = <span className={cn('font-medium break-words text-foreground', item.isCompleted && 'text-muted line-through')}>{item.title}</span>;
  const meta: ReactNode[] = [];
  if (due) {
    meta.push(
      item.isOverdue ? (
        <span key="due" className="font-semibold text-danger-ink">
          Overdue · was due {due}
        </span>
      ) : (
        <span key="due">Due {due}</span>
      ),
    );
  }
  if (showStaffFacts) {
    meta.push(<span key="stage">{stageName(item.stage as ProjectStage | null)}</span>);
    if (item.visibility === 'private') {
      meta.push(
        <span key="private" className="inline-flex items-center gap-1">
          <EyeOff aria-hidden="true" className="size-3" />
          Hidden from the customer
        </span>,
      );
    }
  }
  return (
    <div className="min-w-0 flex-1">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {renderTitle ? renderTitle(title) : title}
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
      {item.description && <p className="mt-0.5 text-sm break-words whitespace-pre-line text-muted">{item.description}</p>}
      {meta.length > 0 && (
        <p id={metaId} className="mt-1 flex flex-wrap gap-x-2 text-xs text-muted">
          {meta.map((part, index) => (
            <span key={index} className="inline-flex items-center gap-2">
              {index > 0 && <span aria-hidden="true">·</span>}
              {part}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
