import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { TRANSFER_DATE_MIN } from '@/shared/constants/payments';
import { todayInLondon } from '@/shared/dates';
import { formatPounds } from '@/shared/money';
import { zConfirmTransfer, type ConfirmTransfer, type PaymentItem } from '@/shared/schemas/payments';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { DialogClose } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { isApiError } from '@/client/lib/api-client';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { useConfirmTransfer } from '../api/confirm-transfer';

type ConfirmTransferFields = z.input<typeof zConfirmTransfer>;
const FIELD_NAMES = ['reference', 'amount', 'transferDate'] as const;

interface ConfirmTransferFormProps {
  projectId: string;
  item: PaymentItem;
  onConfirmed: () => void;
}

/** Reference, amount and date of the customer's transfer, checked with the API's own schema. */
export function ConfirmTransferForm({ projectId, item, onConfirmed }: ConfirmTransferFormProps) {
  // Mounted afresh each time the dialog opens: one key per opening makes a double submit count once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [today] = useState(() => todayInLondon());
  const [formError, setFormError] = useState<string | null>(null);
  const confirm = useConfirmTransfer(projectId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmTransferFields, unknown, ConfirmTransfer>({
    resolver: zodResolver(zConfirmTransfer),
    defaultValues: { reference: item.reference, amount: formatPounds(item.amountPence), transferDate: today },
  });
  const submitting = isSubmitting || confirm.isPending;

  async function onSubmit(values: ConfirmTransfer) {
    if (confirm.isPending) return;
    setFormError(null);
    try {
      await confirm.mutateAsync({ paymentId: item.id, values, idempotencyKey });
    } catch (error) {
      const fieldErrors = setServerFieldErrors<ConfirmTransferFields>(error, FIELD_NAMES, setError);
      if (fieldErrors === 0 && isApiError(error)) setFormError(error.message);
      return;
    }
    toast.success('Payment confirmation submitted', { description: 'Our team will verify the transfer and update the status.' });
    onConfirmed();
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
      {formError && <Alert>{formError}</Alert>}
      <Field id="confirm-transfer-reference" label="Reference Used" error={errors.reference?.message}>
        <Input autoComplete="off" {...register('reference')} />
      </Field>
      <Field id="confirm-transfer-amount" label="Amount Transferred" error={errors.amount?.message}>
        <Input type="number" step="0.01" min="0.01" inputMode="decimal" {...register('amount')} />
      </Field>
      <Field id="confirm-transfer-date" label="Transfer Date" error={errors.transferDate?.message}>
        <Input type="date" min={TRANSFER_DATE_MIN} max={today} {...register('transferDate')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Confirming...' : 'Submit Confirmation'}
        </Button>
      </div>
    </form>
  );
}
