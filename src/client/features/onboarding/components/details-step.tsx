import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { zConfirmDetails, type ConfirmDetails, type OnboardingState } from '@/shared/schemas/onboarding';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { usePrefilledForm } from '@/client/lib/use-prefilled-form';
import { useConfirmDetails } from '../api/onboarding';
import { applyServerError, describedBy } from './form-helpers';

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
      console.warn('Saving your details failed', error);
      setFormError(applyServerError(error, ['name', 'phone'], setError));
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
      <div className="space-y-1.5">
        <Label htmlFor="onboarding-name">Your name</Label>
        <Input autoComplete="name" {...describedBy('onboarding-name', errors.name?.message)} {...register('name')} />
        <FieldError id="onboarding-name-error" message={errors.name?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="onboarding-phone">Phone number</Label>
        <p id="onboarding-phone-hint" className="text-xs text-muted">
          The team rings before the survey and on delivery day.
        </p>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...describedBy('onboarding-phone', errors.phone?.message, 'onboarding-phone-hint')} {...register('phone')} />
        <FieldError id="onboarding-phone-error" message={errors.phone?.message} />
      </div>
      <div className="flex justify-end pt-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save and continue'}
        </Button>
      </div>
    </form>
  );
}
