import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { formatSortCode, zBankDetails, type BankDetails } from '@/shared/schemas/bank-details';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Spinner } from '@/client/components/ui/spinner';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { useUpdateBankDetails } from '../api/bank-details';
import { Notice } from './notice';

type BankDetailsFields = z.input<typeof zBankDetails>;

const FIELDS: { name: keyof BankDetailsFields; label: string; inputMode?: 'numeric'; hint?: string }[] = [
  { name: 'accountName', label: 'Account name', hint: 'Exactly as the bank holds it: banks now check the name (Confirmation of Payee).' },
  { name: 'sortCode', label: 'Sort code', inputMode: 'numeric', hint: '6 digits, such as 12-34-56.' },
  { name: 'accountNumber', label: 'Account number', inputMode: 'numeric', hint: '8 digits.' },
  { name: 'bankName', label: 'Bank name' },
];

interface BankDetailsFormProps {
  /** The current details; null when none are set up yet. */
  current: BankDetails | null;
  onDone: () => void;
}

/** Admin only: the API's own schema checks the fields; the server records the change and emails customers. */
export function BankDetailsForm({ current, onDone }: BankDetailsFormProps) {
  const update = useUpdateBankDetails();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BankDetailsFields, unknown, BankDetails>({
    resolver: zodResolver(zBankDetails),
    defaultValues: current
      ? { ...current, sortCode: formatSortCode(current.sortCode) }
      : { accountName: '', sortCode: '', accountNumber: '', bankName: '' },
  });
  const saving = isSubmitting || update.isPending;

  async function onSubmit(values: BankDetails) {
    if (update.isPending) return;
    try {
      await update.mutateAsync(values);
    } catch (error) {
      setServerFieldErrors<BankDetailsFields>(
        error,
        FIELDS.map((field) => field.name),
        setError,
        { focus: false },
      );
      return;
    }
    toast.success('Bank details updated');
    onDone();
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <Notice tone="warning">
        <p className="font-semibold">Changing the bank details is recorded, and every customer with an unpaid payment is notified by email.</p>
        <p className="mt-0.5">Only save a change when the company&apos;s account has really changed: customers are told to check with you before paying.</p>
      </Notice>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <Field key={field.name} id={`bank-details-${field.name}`} label={field.label} description={field.hint} descriptionBelow error={errors[field.name]?.message}>
            <Input autoComplete="off" inputMode={field.inputMode} {...register(field.name)} />
          </Field>
        ))}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving && <Spinner className="size-4 text-current" />}
          Save bank details
        </Button>
      </div>
    </form>
  );
}
