import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { zCreateContract, type Contract, type CreateContract } from '@/shared/schemas/contracts';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { DialogClose } from '@/client/components/ui/dialog';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { isApiError } from '@/client/lib/api-client';
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
      console.warn('Creating the contract failed', error);
      const placed = isApiError(error) ? showFieldErrors(error.fields) : 0;
      if (placed === 0) setFormError(errorText(error));
      toast.error('Error creating contract', { description: errorText(error) });
      return;
    }
    toast.success('Contract Created', { description: 'New contract has been created successfully.' });
    onCreated(contract);
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

  const described = (name: (typeof FIELD_NAMES)[number], hint?: string) =>
    [hint, errors[name] ? `contract-${name}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
      {formError && <Alert>{formError}</Alert>}
      <div className="space-y-1.5">
        <Label htmlFor="contract-title">Title</Label>
        <Input id="contract-title" autoComplete="off" aria-invalid={errors.title ? true : undefined} aria-describedby={described('title')} {...register('title')} />
        <FieldError id="contract-title-error" message={errors.title?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="contract-description">Description</Label>
        <Textarea
          id="contract-description"
          rows={2}
          className="min-h-0"
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={described('description')}
          {...register('description')}
        />
        <FieldError id="contract-description-error" message={errors.description?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="contract-content">Content</Label>
        <p id="contract-content-hint" className="text-xs text-muted">
          Leave a blank line between paragraphs. Start a line with # or ## to make it a heading.
        </p>
        <Textarea
          id="contract-content"
          rows={10}
          className="min-h-48"
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={described('content', 'contract-content-hint')}
          {...register('content')}
        />
        <FieldError id="contract-content-error" message={errors.content?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="contract-customer">Customer</Label>
        <Controller
          control={control}
          name="customerId"
          render={({ field }) => (
            <CustomerPicker
              id="contract-customer"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              selectRef={field.ref}
              invalid={Boolean(errors.customerId)}
              describedBy={errors.customerId ? 'contract-customerId-error' : undefined}
            />
          )}
        />
        <FieldError id="contract-customerId-error" message={errors.customerId?.message} />
      </div>
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
