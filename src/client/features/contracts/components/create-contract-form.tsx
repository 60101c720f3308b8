import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { zCreateContract, type Contract, type CreateContract } from '@/shared/schemas/contracts';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { DialogClose } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { useCreateContract } from '../api/create-contract';
import { CustomerPicker } from './customer-picker';
import { errorText } from './error-text';

type CreateContractFields = z.input<typeof zCreateContract>;
const FIELD_NAMES = ['title', 'description', 'content', 'customerId'] as const;

/** Title, Description, Content (as the product's screens specify) and the customer, checked with the API's own schema. */
export function CreateContractForm({ onCreated }: { onCreated: (contract: Contract) => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateContract();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateContractFields, unknown, CreateContract>({
    resolver: zodResolver(zCreateContract),
    defaultValues: { title: '', description: '', content: '', customerId: '' },
  });
  const submitting = isSubmitting || create.isPending;

  async function onSubmit(values: CreateContract) {
    if (create.isPending) return;
    setFormError(null);
    let contract: Contract;
    try {
      contract = await create.mutateAsync(values);
    } catch (error) {
      const placed = setServerFieldErrors<CreateContractFields>(error, FIELD_NAMES, setError);
      if (placed === 0) setFormError(errorText(error));
      return;
    }
    toast.success('Contract Created', { description: 'New contract has been created successfully.' });
    onCreated(contract);
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
      {formError && <Alert>{formError}</Alert>}
      <Field id="contract-title" label="Title" error={errors.title?.message}>
        <Input autoComplete="off" {...register('title')} />
      </Field>
      <Field id="contract-description" label="Description" error={errors.description?.message}>
        <Textarea rows={2} className="min-h-0" {...register('description')} />
      </Field>
      <Field
        id="contract-content"
        label="Content"
        description="Leave a blank line between paragraphs. Start a line with # or ## to make it a heading."
        error={errors.content?.message}
      >
        <Textarea rows={10} className="min-h-48" {...register('content')} />
      </Field>
      <Field id="contract-customer" label="Customer" error={errors.customerId?.message}>
        {(aria) => (
          <Controller
            control={control}
            name="customerId"
            render={({ field }) => <CustomerPicker {...aria} value={field.value} onChange={field.onChange} onBlur={field.onBlur} selectRef={field.ref} />}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Creating...' : 'Create Contract'}
        </Button>
      </div>
    </form>
  );
}
