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
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { isApiError } from '@/client/lib/api-client';
import { CHECKLIST_UPDATE_FAILED, stageName, TYPE_OPTIONS } from './checklist-labels';

type ItemFields = z.input<typeof zNewChecklistItem>;

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
      console.warn('Saving the checklist item failed', isApiError(error) ? error.message : error);
      for (const [field, messages] of Object.entries((isApiError(error) && error.fields) || {})) {
        if (field in blank && messages[0]) setError(field as keyof ItemFields, { message: messages[0] });
      }
      toast.error(CHECKLIST_UPDATE_FAILED.title, { description: CHECKLIST_UPDATE_FAILED.description });
      return;
    }
    toast.success(item ? 'Item updated' : 'Item added', { description: 'The checklist has been updated.' });
    setOpen(false);
  }

  const field = (name: keyof ItemFields) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>{item ? 'Edit Checklist Item' : 'Add Checklist Item'}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input autoComplete="off" maxLength={200} {...field('title')} {...register('title')} />
            <FieldError id={`${id}-title-error`} message={errors.title?.message} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-description`}>Description</Label>
            <Textarea rows={3} maxLength={2000} {...field('description')} {...register('description')} />
            <FieldError id={`${id}-description-error`} message={errors.description?.message} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-type`}>Type</Label>
              <Select {...field('type')} {...register('type')}>
                {TYPE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-visibility`}>Visibility</Label>
              <Select {...field('visibility')} {...register('visibility')}>
                <option value="public">Customer can see it</option>
                <option value="private">Private: team only</option>
              </Select>
            </div>
            <div className="space-y-1.5 sm:col-span-2">
              <Label htmlFor={`${id}-stage`}>Stage</Label>
              <Select {...field('stage')} {...register('stage', { setValueAs: toNull })}>
                <option value="">{stageName(null)}</option>
                {PROJECT_STAGES.map((stage) => (
                  <option key={stage} value={stage}>
                    {stageName(stage)}
                  </option>
                ))}
              </Select>
            </div>
            {withDueDate && (
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-dueDate`}>Due Date</Label>
                <Input type="date" {...field('dueDate')} {...register('dueDate', { setValueAs: toNull })} />
                <FieldError id={`${id}-dueDate-error`} message={errors.dueDate?.message} />
              </div>
            )}
            <div className="flex min-h-11 items-center gap-2.5 self-end">
              <Checkbox id={`${id}-isMandatory`} {...register('isMandatory')} />
              <Label htmlFor={`${id}-isMandatory`}>Mandatory (shows Required)</Label>
            </div>
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
