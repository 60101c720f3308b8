import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { zConfirmDetails, type ConfirmDetails, type OnboardingState } from '@/shared/schemas/onboarding';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { usePrefilledForm } from '@/client/lib/use-prefilled-form';
import { useConfirmDetails } from '../api/onboarding';

/** Step 1: the name the team will use, and a number to call about deliveries. */
export function DetailsStep({ state, onDone }: { state: OnboardingState; onDone: () => void }) {
  const confirm = useConfirmDetails();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = usePrefilledForm<ConfirmDetails>({ resolver: zodResolver(zConfirmDetails), defaultValues: { name: state.name, phone: state.phone ?? '' } });

  async function onSubmit(values: ConfirmDetails) {
    setFormError(null);
    try {
      await confirm.mutateAsync(values);
    } catch (error) {
      setServerFieldErrors<ConfirmDetails>(error, ['name', 'phone'], setError, { focus: false });
      setFormError(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
      return;
    }
    onDone();
  }

  const busy = isSubmitting || confirm.isPending;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <div>
        <h2 className="text-xl font-semibold text-foreground">Confirm your details</h2>
        <p className="mt-1 text-sm text-muted">You sign in with {state.email}. Tell us what to call you and the best number to reach you on.</p>
      </div>
      {formError && <Alert>{formError}</Alert>}
      <Field id="onboarding-name" label="Your name" error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </Field>
      <Field id="onboarding-phone" label="Phone number" description="The team rings before the survey and on delivery day." error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
      </Field>
      <div className="flex justify-end pt-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save and continue'}
        </Button>
      </div>
    </form>
  );
}
