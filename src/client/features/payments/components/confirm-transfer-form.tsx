import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { TRANSFER_DATE_MIN } from '@/shared/constants/payments';
import { todayInLondon } from '@/shared/dates';
import { zConfirmTransfer, type ConfirmTransfer, type PaymentItem } from '@/shared/schemas/payments';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { DialogClose } from '@/client/components/ui/dialog';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { isApiError } from '@/client/lib/api-client';
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
    defaultValues: { reference: item.reference, amount: (item.amountPence / 100).toFixed(2), transferDate: today },
  });
  const submitting = isSubmitting || confirm.isPending;

  async function onSubmit(values: ConfirmTransfer) {
    if (confirm.isPending) return;
    setFormError(null);
    try {
      await confirm.mutateAsync({ paymentId: item.id, values, idempotencyKey });
    } catch (error) {
      // A warning, not an error: the customer is told, and support has the console.
      console.warn('Confirming the bank transfer failed', error);
      const fieldErrors = isApiError(error) ? showFieldErrors(error.fields) : 0;
      if (fieldErrors === 0 && isApiError(error)) setFormError(error.message);
      toast.error('Error submitting payment confirmation', { description: 'Please try again or contact support.' });
      return;
    }
    toast.success('Payment confirmation submitted', { description: 'Our team will verify the transfer and update the status.' });
    onConfirmed();
  }

  /** Puts the API's field messages beside the fields; returns how many it placed. */
  function showFieldErrors(fields: Record<string, string[]> | undefined): number {
    let placed = 0;
    for (const name of FIELD_NAMES) {
      const message = fields?.[name]?.[0];
      if (!message) continue;
      setError(name, { type: 'server', message }, { shouldFocus: placed === 0 });
      placed += 1;
    }
    return placed;
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
      {formError && <Alert>{formError}</Alert>}
      <div className="space-y-1.5">
        <Label htmlFor="confirm-transfer-reference">Reference Used</Label>
        <Input
          id="confirm-transfer-reference"
          autoComplete="off"
          aria-invalid={errors.reference ? true : undefined}
          aria-describedby={errors.reference ? 'confirm-transfer-reference-error' : undefined}
          {...register('reference')}
        />
        <FieldError id="confirm-transfer-reference-error" message={errors.reference?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="confirm-transfer-amount">Amount Transferred</Label>
        <Input
          id="confirm-transfer-amount"
          type="number"
          step="0.01"
          min="0.01"
          inputMode="decimal"
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={errors.amount ? 'confirm-transfer-amount-error' : undefined}
          {...register('amount')}
        />
        <FieldError id="confirm-transfer-amount-error" message={errors.amount?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="confirm-transfer-date">Transfer Date</Label>
        <Input
          id="confirm-transfer-date"
          type="date"
          min={TRANSFER_DATE_MIN}
          max={today}
          aria-invalid={errors.transferDate ? true : undefined}
          aria-describedby={errors.transferDate ? 'confirm-transfer-date-error' : undefined}
          {...register('transferDate')}
        />
        <FieldError id="confirm-transfer-date-error" message={errors.transferDate?.message} />
      </div>
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
