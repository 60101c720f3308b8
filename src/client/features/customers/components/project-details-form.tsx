import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from '@/shared/constants/operations';
import { PROJECT_STAGES, STAGE_STEPS } from '@/shared/constants/stages';
import { toProjectUpdate, zProjectDetailsForm, type ProjectDetails, type ProjectDetailsForm } from '@/shared/schemas/customers';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { DialogClose } from '@/client/components/ui/dialog';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { useUpdateProjectDetails } from '../api/project-details';

const SPEC_FIELDS = [
  ['size', 'Size'],
  ['color', 'Colour'],
  ['windows', 'Windows'],
  ['doors', 'Doors'],
  ['electricalPackage', 'Electrical package'],
  ['insulation', 'Insulation'],
] as const;

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
      console.warn('Saving the project details failed', error);
      for (const [field, messages] of Object.entries(isApiError(error) ? (error.fields ?? {}) : {})) {
        setError(field as FieldPath<ProjectDetailsForm>, { type: 'server', message: messages[0] });
      }
      setFormError(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
      return;
    }
    toast.success('Project details saved');
    onSaved();
  }

  const field = (name: FieldPath<ProjectDetailsForm>, label: string, input: ReactNode, message?: string) => (
    <div className="space-y-1.5">
      <Label htmlFor={`project-${name}`}>{label}</Label>
      {input}
      <FieldError id={`project-${name}-error`} message={message} />
    </div>
  );
  const aria = (name: FieldPath<ProjectDetailsForm>, message?: string) => ({
    id: `project-${name}`,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `project-${name}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 space-y-4">
      {formError && <Alert>{formError}</Alert>}
      {field('name', 'Project name', <Input autoComplete="off" {...aria('name', errors.name?.message)} {...register('name')} />, errors.name?.message)}
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'stage',
          'Stage',
          <Select {...aria('stage')} {...register('stage')}>
            {PROJECT_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {STAGE_STEPS[stage].step}. {STAGE_STEPS[stage].title}
              </option>
            ))}
          </Select>,
        )}
        {field(
          'productType',
          'Building',
          <Select {...aria('productType')} {...register('productType')}>
            {PRODUCT_TYPES.map((type) => (
              <option key={type} value={type}>
                {PRODUCT_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>,
        )}
        {field('startDate', 'Start date', <Input type="date" {...aria('startDate', errors.startDate?.message)} {...register('startDate')} />, errors.startDate?.message)}
        {field(
          'estimatedCompletion',
          'Estimated completion',
          <Input type="date" {...aria('estimatedCompletion', errors.estimatedCompletion?.message)} {...register('estimatedCompletion')} />,
          errors.estimatedCompletion?.message,
        )}
      </div>
      {field('siteAddress', 'Site address', <Input autoComplete="off" {...aria('siteAddress', errors.siteAddress?.message)} {...register('siteAddress')} />, errors.siteAddress?.message)}
      <fieldset className="space-y-4 rounded-xl border border-border p-4">
        <legend className="px-1 text-sm font-semibold text-foreground">Specification</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {SPEC_FIELDS.map(([name, label]) => {
            const message = errors.specification?.[name]?.message;
            return <div key={name}>{field(`specification.${name}`, label, <Input autoComplete="off" {...aria(`specification.${name}`, message)} {...register(`specification.${name}`)} />, message)}</div>;
          })}
        </div>
        <div className="flex items-center gap-2.5">
          <Checkbox id="project-groundScrews" {...register('specification.groundScrews')} />
          <Label htmlFor="project-groundScrews">Ground screws</Label>
        </div>
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
