import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { zCreateCustomer, type CreateCustomer, type CreatedCustomer } from '@/shared/schemas/customers';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { DialogClose } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { useCreateCustomer } from '../api/create-customer';

type Fields = z.input<typeof zCreateCustomer>;
const FIELD_NAMES = ['name', 'email'] as const;

/** Name and Email (as the product's screens specify), checked with the API's own schema. */
export function CreateCustomerForm({ onCreated }: { onCreated: (created: CreatedCustomer) => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateCustomer();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Fields, unknown, CreateCustomer>({ resolver: zodResolver(zCreateCustomer), defaultValues: { name: '', email: '' } });
  const submitting = isSubmitting || create.isPending;
  // Validation: disabled until both are filled in, and while submitting.
  const [name, email] = useWatch({ control, name: ['name', 'email'] });
  const incomplete = !name?.trim() || !email?.trim();

  async function onSubmit(values: CreateCustomer) {
    if (create.isPending) return;
    setFormError(null);
    let created: CreatedCustomer;
    try {
      created = await create.mutateAsync({ name: values.name, email: values.email });
    } catch (error) {
      setServerFieldErrors<Fields>(error, FIELD_NAMES, setError);
      // A taken email gets both: the field says which, the alert says what to do.
      setFormError(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
      return;
    }
    toast.success('Customer created successfully', { description: `An invitation has been sent to ${created.customer.email}.` });
    onCreated(created);
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
      {formError && <Alert>{formError}</Alert>}
      <Field id="customer-name" label="Name" error={errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </Field>
      <Field id="customer-email" label="Email" error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="off" {...register('email')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={incomplete || submitting}>
          {submitting ? 'Creating...' : 'Create Customer'}
        </Button>
      </div>
    </form>
  );
}
