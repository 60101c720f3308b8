import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from '@/shared/constants/operations';
import { PROJECT_STAGES, STAGE_STEPS } from '@/shared/constants/stages';
import { toProjectUpdate, zProjectDetailsForm, type ProjectDetails, type ProjectDetailsForm } from '@/shared/schemas/customers';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { DialogClose } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { useUpdateProjectDetails } from '../api/project-details';

const SPEC_FIELDS = [
  ['size', 'Size'],
  ['color', 'Colour'],
  ['windows', 'Windows'],
  ['doors', 'Doors'],
  ['electricalPackage', 'Electrical package'],
  ['insulation', 'Insulation'],
] as const;
const FIELD_NAMES: readonly FieldPath<ProjectDetailsForm>[] = [
  'name',
  'stage',
  'startDate',
  'estimatedCompletion',
  'productType',
  'siteAddress',
  ...SPEC_FIELDS.map(([name]) => `specification.${name}` as const),
];

function formValues(details: ProjectDetails): ProjectDetailsForm {
  return {
    name: details.name,
    stage: details.stage,
    startDate: details.startDate ?? '',
    estimatedCompletion: details.estimatedCompletion ?? '',
    productType: details.productType,
    siteAddress: details.siteAddress ?? '',
    specification: details.specification,
  };
}

/** Name, stage, dates, building and site, checked with the shared rules before they are sent. */
export function ProjectDetailsEditForm({ projectId, details, onSaved }: { projectId: string; details: ProjectDetails; onSaved: () => void }) {
  const update = useUpdateProjectDetails(projectId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProjectDetailsForm>({ resolver: zodResolver(zProjectDetailsForm), defaultValues: formValues(details) });

  async function onSubmit(values: ProjectDetailsForm) {
    setFormError(null);
    try {
      await update.mutateAsync(toProjectUpdate(values));
    } catch (error) {
      setServerFieldErrors<ProjectDetailsForm>(error, FIELD_NAMES, setError, { focus: false });
      setFormError(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
      return;
    }
    toast.success('Project details saved');
    onSaved();
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
      {formError && <Alert>{formError}</Alert>}
      <Field id="project-name" label="Project name" error={errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="project-stage" label="Stage" error={errors.stage?.message}>
          <Select {...register('stage')}>
            {PROJECT_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {STAGE_STEPS[stage].step}. {STAGE_STEPS[stage].title}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="project-productType" label="Building" error={errors.productType?.message}>
          <Select {...register('productType')}>
            {PRODUCT_TYPES.map((type) => (
              <option key={type} value={type}>
                {PRODUCT_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="project-startDate" label="Start date" error={errors.startDate?.message}>
          <Input type="date" {...register('startDate')} />
        </Field>
        <Field id="project-estimatedCompletion" label="Estimated completion" error={errors.estimatedCompletion?.message}>
          <Input type="date" {...register('estimatedCompletion')} />
        </Field>
      </div>
      <Field id="project-siteAddress" label="Site address" error={errors.siteAddress?.message}>
        <Input autoComplete="off" {...register('siteAddress')} />
      </Field>
      <fieldset className="space-y-4 rounded-xl border border-border p-4">
        <legend className="px-1 text-sm font-semibold text-foreground">Specification</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {SPEC_FIELDS.map(([name, label]) => (
            <Field key={name} id={`project-specification.${name}`} label={label} error={errors.specification?.[name]?.message}>
              <Input autoComplete="off" {...register(`specification.${name}`)} />
            </Field>
          ))}
        </div>
        <Field id="project-groundScrews" label="Ground screws" inline>
          <Checkbox {...register('specification.groundScrews')} />
        </Field>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting || update.isPending}>
          {isSubmitting || update.isPending ? 'Saving...' : 'Save details'}
        </Button>
      </div>
    </form>
  );
}
