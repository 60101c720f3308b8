import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { PROJECT_STAGES, type ProjectStage } from '@/shared/constants/stages';
import { zNewChecklistItem, type NewChecklistItem } from '@/shared/schemas/checklist';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { stageName, TYPE_OPTIONS } from './checklist-labels';

type ItemFields = z.input<typeof zNewChecklistItem>;
const FIELD_NAMES = ['title', 'description', 'type', 'visibility', 'stage', 'dueDate', 'isMandatory'] as const;

interface ChecklistItemDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  /** The item being edited; absent to add one. */
  item?: NewChecklistItem;
  /** A new item's stage, e.g. the project's current one. */
  defaultStage?: ProjectStage | null;
  /** Template lines have no due date: each project's dates are its own. */
  withDueDate: boolean;
  description: string;
  onSave: (values: NewChecklistItem) => Promise<unknown>;
}

const toNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** Staff: add or edit a checklist item (title, description, type, visibility, stage, due date, mandatory). */
export function ChecklistItemDialog({ trigger, item, defaultStage = null, withDueDate, description, onSave }: ChecklistItemDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const blank: ItemFields = { title: '', description: '', type: 'customer', visibility: 'public', stage: defaultStage, dueDate: null, isMandatory: false };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ItemFields, unknown, NewChecklistItem>({ resolver: zodResolver(zNewChecklistItem), defaultValues: item ?? blank });

  function onOpenChange(next: boolean) {
    // Each opening starts from the item as it is now (or a blank one).
    if (next) reset(item ?? blank);
    setOpen(next);
  }

  async function onSubmit(values: NewChecklistItem) {
    try {
      await onSave(withDueDate ? values : { ...values, dueDate: null });
    } catch (error) {
      setServerFieldErrors<ItemFields>(error, FIELD_NAMES, setError, { focus: false });
      return;
    }
    toast.success(item ? 'Item updated' : 'Item added', { description: 'The checklist has been updated.' });
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>{item ? 'Edit Checklist Item' : 'Add Checklist Item'}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
          <Field id={`${id}-title`} label="Title" error={errors.title?.message}>
            <Input autoComplete="off" maxLength={200} {...register('title')} />
          </Field>
          <Field id={`${id}-description`} label="Description" error={errors.description?.message}>
            <Textarea rows={3} maxLength={2000} {...register('description')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-type`} label="Type" error={errors.type?.message}>
              <Select {...register('type')}>
                {TYPE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id={`${id}-visibility`} label="Visibility" error={errors.visibility?.message}>
              <Select {...register('visibility')}>
                <option value="public">Customer can see it</option>
                <option value="private">Private: team only</option>
              </Select>
            </Field>
            <Field id={`${id}-stage`} label="Stage" error={errors.stage?.message} className="sm:col-span-2">
              <Select {...register('stage', { setValueAs: toNull })}>
                <option value="">{stageName(null)}</option>
                {PROJECT_STAGES.map((stage) => (
                  <option key={stage} value={stage}>
                    {stageName(stage)}
                  </option>
                ))}
              </Select>
            </Field>
            {withDueDate && (
              <Field id={`${id}-dueDate`} label="Due Date" error={errors.dueDate?.message}>
                <Input type="date" {...register('dueDate', { setValueAs: toNull })} />
              </Field>
            )}
            <Field id={`${id}-isMandatory`} label="Mandatory (shows Required)" inline className="min-h-11 self-end">
              <Checkbox {...register('isMandatory')} />
            </Field>
          </div>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : item ? 'Save Changes' : 'Add Item'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
