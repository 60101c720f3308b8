import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from '@/shared/constants/operations';
import { zOnboardingProject, type OnboardingProject, type OnboardingProjectInput, type OnboardingState } from '@/shared/schemas/onboarding';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { useConfirmProject } from '../api/onboarding';
import { applyServerError, describedBy } from './form-helpers';

type Project = NonNullable<OnboardingState['project']>;

/** Step 2: where the building goes, which building, and how the team reaches the spot. */
export function ProjectStep({ project, onBack, onDone }: { project: Project; onBack: () => void; onDone: () => void }) {
  const confirm = useConfirmProject();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OnboardingProjectInput, unknown, OnboardingProject>({
    resolver: zodResolver(zOnboardingProject),
    defaultValues: { siteAddress: project.siteAddress ?? '', productType: project.productType, accessNotes: '' },
  });

  async function onSubmit(values: OnboardingProject) {
    setFormError(null);
    try {
      await confirm.mutateAsync(values);
    } catch (error) {
      console.warn('Saving the project details failed', error);
      setFormError(applyServerError(error, ['siteAddress', 'productType', 'accessNotes'], setError));
      return;
    }
    onDone();
  }

  const busy = isSubmitting || confirm.isPending;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <div>
        <h2 className="text-xl font-semibold text-foreground">Tell us about the project</h2>
        <p className="mt-1 text-sm text-muted">The team checks these before the site survey.</p>
      </div>
      {formError && <Alert>{formError}</Alert>}
      <div className="space-y-1.5">
        <Label htmlFor="onboarding-siteAddress">Site address</Label>
        <Textarea rows={3} className="min-h-0" autoComplete="street-address" {...describedBy('onboarding-siteAddress', errors.siteAddress?.message)} {...register('siteAddress')} />
        <FieldError id="onboarding-siteAddress-error" message={errors.siteAddress?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="onboarding-productType">Building</Label>
        <Select {...describedBy('onboarding-productType', errors.productType?.message)} {...register('productType')}>
          {PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {PRODUCT_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
        <FieldError id="onboarding-productType-error" message={errors.productType?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="onboarding-accessNotes">Access notes (optional)</Label>
        <p id="onboarding-accessNotes-hint" className="text-xs text-muted">
          Gates and their width, steps, parking, pets: anything that helps us get materials to the spot. The team sees this as a note on your project.
        </p>
        <Textarea rows={3} {...describedBy('onboarding-accessNotes', errors.accessNotes?.message, 'onboarding-accessNotes-hint')} {...register('accessNotes')} />
        <FieldError id="onboarding-accessNotes-error" message={errors.accessNotes?.message} />
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save and continue'}
        </Button>
      </div>
    </form>
  );
}
