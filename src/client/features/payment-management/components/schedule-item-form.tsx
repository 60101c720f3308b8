import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { zScheduleItemForm, type ScheduleItemForm } from '@/shared/schemas/payment-schedule';
import type { PaymentItem } from '@/shared/schemas/payments';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { DialogClose } from '@/client/components/ui/dialog';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { isApiError } from '@/client/lib/api-client';
import { useScheduleItemMutations } from '../api/schedule-items';
import { errorText } from './error-text';

const FIELDS = ['title', 'amount', 'dueDate'] as const;

/** Title, amount in pounds and an optional due date; a new line when `item` is null. */
export function ScheduleItemForm({ projectId, item, onDone }: { projectId: string; item: PaymentItem | null; onDone: () => void }) {
  const { add, update } = useScheduleItemMutations(projectId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ScheduleItemForm>({
    resolver: zodResolver(zScheduleItemForm),
    defaultValues: item ? { title: item.title, amount: (item.amountPence / 100).toFixed(2), dueDate: item.dueDate ?? '' } : { title: '', amount: '', dueDate: '' },
  });
  const busy = isSubmitting || add.isPending || update.isPending;

  async function onSubmit(values: ScheduleItemForm) {
    setFormError(null);
    const input = { title: values.title, amount: values.amount, dueDate: values.dueDate || null };
    try {
      if (item) await update.mutateAsync({ itemId: item.id, input });
      else await add.mutateAsync(input);
    } catch (error) {
      console.warn('Saving the payment item failed', error);
      for (const field of FIELDS) {
        const message = isApiError(error) ? error.fields?.[field]?.[0] : undefined;
        if (message) setError(field as FieldPath<ScheduleItemForm>, { type: 'server', message });
      }
      setFormError(errorText(error));
      return;
    }
    toast.success(item ? 'Payment updated' : 'Payment added');
    onDone();
  }

  const aria = (name: (typeof FIELDS)[number]) => ({
    id: `schedule-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `schedule-${name}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
      {formError && <Alert>{formError}</Alert>}
      <div className="space-y-1.5">
        <Label htmlFor="schedule-title">Description</Label>
        <Input autoComplete="off" placeholder="e.g. Manufacturing start payment" {...aria('title')} {...register('title')} />
        <FieldError id="schedule-title-error" message={errors.title?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="schedule-amount">Amount (£, VAT included)</Label>
          <Input inputMode="decimal" autoComplete="off" placeholder="2200.00" {...aria('amount')} {...register('amount')} />
          <FieldError id="schedule-amount-error" message={errors.amount?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="schedule-dueDate">Due date (optional)</Label>
          <Input type="date" {...aria('dueDate')} {...register('dueDate')} />
          <FieldError id="schedule-dueDate-error" message={errors.dueDate?.message} />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : item ? 'Save payment' : 'Add payment'}
        </Button>
      </div>
    </form>
  );
}
