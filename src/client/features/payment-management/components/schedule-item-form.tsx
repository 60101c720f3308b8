import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { formatPounds } from '@/shared/money';
import { zScheduleItemForm, type ScheduleItemForm } from '@/shared/schemas/payment-schedule';
import type { PaymentItem } from '@/shared/schemas/payments';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { DialogClose } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
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
    defaultValues: item ? { title: item.title, amount: formatPounds(item.amountPence), dueDate: item.dueDate ?? '' } : { title: '', amount: '', dueDate: '' },
  });
  const busy = isSubmitting || add.isPending || update.isPending;

  async function onSubmit(values: ScheduleItemForm) {
    setFormError(null);
    const input = { title: values.title, amount: values.amount, dueDate: values.dueDate || null };
    try {
      if (item) await update.mutateAsync({ itemId: item.id, input });
      else await add.mutateAsync(input);
    } catch (error) {
      setServerFieldErrors<ScheduleItemForm>(error, FIELDS, setError, { focus: false });
      setFormError(errorText(error));
      return;
    }
    toast.success(item ? 'Payment updated' : 'Payment added');
    onDone();
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
      {formError && <Alert>{formError}</Alert>}
      <Field id="schedule-title" label="Description" error={errors.title?.message}>
        <Input autoComplete="off" placeholder="e.g. Manufacturing start payment" {...register('title')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="schedule-amount" label="Amount (£, VAT included)" error={errors.amount?.message}>
          <Input inputMode="decimal" autoComplete="off" placeholder="2200.00" {...register('amount')} />
        </Field>
        <Field id="schedule-dueDate" label="Due date (optional)" error={errors.dueDate?.message}>
          <Input type="date" {...register('dueDate')} />
        </Field>
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
