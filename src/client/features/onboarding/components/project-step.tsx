import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from '@/shared/constants/operations';
import { zOnboardingProject, type OnboardingProject, type OnboardingProjectInput, type OnboardingState } from '@/shared/schemas/onboarding';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { formatDateTime } from '@/client/lib/format';
import { paths } from '@/client/lib/paths';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { useConfirmProject } from '../api/onboarding';

type Project = NonNullable<OnboardingState['project']>;

interface ProjectStepProps {
  project: Project;
  onBack: () => void;
  onDone: () => void;
}

/**
 * Step 2: where the building goes, which building, and how the team reaches the spot. Once
 * confirmed, the survey, design and price rest on them: the customer sees them, and only the
 * team changes them (the API refuses a change too).
 */
export function ProjectStep(props: ProjectStepProps) {
  return props.project.detailsConfirmedAt ? <ConfirmedProject {...props} /> : <ProjectForm {...props} />;
}

/** The API's words for a change it refuses once the details are confirmed. */
const DETAILS_CONFIRMED = "Your project's details are confirmed. Ask the team to change the site address or building type.";

function ConfirmedProject({ project, onBack, onDone }: ProjectStepProps) {
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-semibold text-foreground">Your project&apos;s details</h2>
        <p className="mt-1 text-sm text-muted">Confirmed on {formatDateTime(project.detailsConfirmedAt)}.</p>
      </div>
      <dl className="text-sm">
        <div className="grid gap-1 border-b border-border py-2.5 sm:grid-cols-[9.5rem_minmax(0,1fr)] sm:gap-3">
          <dt className="text-muted">Site address</dt>
          <dd className="font-medium break-words whitespace-pre-line text-foreground">{project.siteAddress ?? 'Not given yet'}</dd>
        </div>
        <div className="grid gap-1 border-b border-border py-2.5 sm:grid-cols-[9.5rem_minmax(0,1fr)] sm:gap-3">
          <dt className="text-muted">Building</dt>
          <dd className="font-medium text-foreground">{PRODUCT_TYPE_LABELS[project.productType]}</dd>
        </div>
      </dl>
      <p className="text-sm text-foreground">
        {DETAILS_CONFIRMED}{' '}
        <Link to={paths.messages} className="font-medium text-brand-ink underline underline-offset-4">
          Message the team
        </Link>
      </p>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onDone}>Continue</Button>
      </div>
    </div>
  );
}

function ProjectForm({ project, onBack, onDone }: ProjectStepProps) {
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
      setServerFieldErrors<OnboardingProjectInput>(error, ['siteAddress', 'productType', 'accessNotes'], setError, { focus: false });
      setFormError(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
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
      <Field id="onboarding-siteAddress" label="Site address" error={errors.siteAddress?.message}>
        <Textarea rows={3} className="min-h-0" autoComplete="street-address" {...register('siteAddress')} />
      </Field>
      <Field id="onboarding-productType" label="Building" error={errors.productType?.message}>
        <Select {...register('productType')}>
          {PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {PRODUCT_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id="onboarding-accessNotes"
        label="Access notes (optional)"
        description="Gates and their width, steps, parking, pets: anything that helps us get materials to the spot. The team sees this as a note on your project."
        error={errors.accessNotes?.message}
      >
        <Textarea rows={3} {...register('accessNotes')} />
      </Field>
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
