import { ListChecks, Pencil, Plus } from 'lucide-react';
import { useId } from 'react';
import type { ProjectStage } from '@/shared/constants/stages';
import type { ChecklistTemplateItem } from '@/shared/schemas/checklist';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { QueryError } from '@/client/components/ui/query-state';
import { useChecklistTemplate, useChecklistTemplateEditor } from '../api/checklist-template';
import { ChecklistItemDialog } from './checklist-item-dialog';
import { stageName, TYPE_OPTIONS } from './checklist-labels';
import { ChecklistItemText } from './checklist-item-text';
import { DeleteItemDialog } from './delete-item-dialog';

/** Template lines carry no due date; this gives them the shape the item form edits. */
function asFormItem(item: ChecklistTemplateItem) {
  return { title: item.title, description: item.description, type: item.type, visibility: item.visibility, stage: item.stage, dueDate: null, isMandatory: item.isMandatory };
}

/**
 * Staff dashboard, Project Preparation Checklist: the company's default checklist,
 * copied onto every new project. Editing it never changes projects that exist.
 */
export function ChecklistTemplateCard() {
  const template = useChecklistTemplate();
  const editor = useChecklistTemplateEditor();
  const groups = groupByStage(template.data ?? []);

  return (
    <SectionCard
      title="Project Preparation Checklist"
      description="Every new project starts with this checklist. Changes apply to projects created from now on."
      icon={ListChecks}
      action={
        <ChecklistItemDialog
          withDueDate={false}
          description="New projects start with this item; each project's copy can then be changed on its own."
          onSave={({ dueDate: _dueDate, ...input }) => editor.add.mutateAsync(input)}
          trigger={
            <Button size="sm" variant="secondary">
              <Plus aria-hidden="true" />
              Add Item
            </Button>
          }
        />
      }
    >
      {template.isPending ? (
        <CardLoading>Loading the checklist template...</CardLoading>
      ) : template.isError ? (
        <QueryError query={template}>There was a problem loading the checklist data.</QueryError>
      ) : groups.length === 0 ? (
        <p className="text-sm text-muted">The template is empty: new projects start with no checklist. Use Add Item to build one.</p>
      ) : (
        <div className="grid gap-x-8 gap-y-6 xl:grid-cols-2">
          {groups.map(([stage, items]) => (
            <TemplateGroup key={stage ?? 'any'} stage={stage} items={items} editor={editor} />
          ))}
        </div>
      )}
    </SectionCard>
  );
}

function groupByStage(items: ChecklistTemplateItem[]): [ProjectStage | null, ChecklistTemplateItem[]][] {
  const groups = new Map<ProjectStage | null, ChecklistTemplateItem[]>();
  for (const item of items) groups.set(item.stage, [...(groups.get(item.stage) ?? []), item]);
  return [...groups.entries()];
}

interface TemplateGroupProps {
  stage: ProjectStage | null;
  items: ChecklistTemplateItem[];
  editor: ReturnType<typeof useChecklistTemplateEditor>;
}

function TemplateGroup({ stage, items, editor }: TemplateGroupProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="text-xs font-semibold tracking-wide text-muted uppercase">
        {stageName(stage)}
      </h3>
      <ul className="mt-2 divide-y divide-border">
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-3 py-3 last:pb-0">
            <div className="min-w-0 flex-1">
              <ChecklistItemText item={item} />
              <p className="mt-1 text-xs text-muted">
                {TYPE_OPTIONS.find((o) => o.value === item.type)?.label}
                {item.visibility === 'private' && ' · Hidden from the customer'}
              </p>
            </div>
            <div className="-my-1 flex shrink-0 items-center">
              <ChecklistItemDialog
                item={asFormItem(item)}
                withDueDate={false}
                description="Projects created from now on get the changed item; existing projects keep theirs."
                onSave={({ dueDate: _dueDate, ...input }) => editor.update.mutateAsync({ id: item.id, input })}
                trigger={
                  <Button variant="ghost" size="icon" className="size-9 text-muted hover:text-foreground" aria-label={`Edit ${item.title}`}>
                    <Pencil aria-hidden="true" />
                  </Button>
                }
              />
              <DeleteItemDialog title={item.title} description="Projects that already have it keep their copy." onDelete={() => editor.remove.mutateAsync(item.id)} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
