import { useForm, useWatch } from 'react-hook-form';
import { GROUP_LABELS } from '@/shared/configurator-groups';
import type { ConfiguratorOptionInput } from '@/shared/schemas/configurator';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { formFieldFor, optionFormResolver, toOptionInput, type OptionFormValues } from './option-form-values';

interface OptionFormProps {
  mode: 'add' | 'edit';
  defaultValues: OptionFormValues;
  onSave: (input: ConfiguratorOptionInput) => Promise<void>;
  onCancel: () => void;
}

/** Add or edit one option; prices are typed in pounds and sent in pence. */
export function OptionForm({ mode, defaultValues, onSave, onCancel }: OptionFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<OptionFormValues>({ resolver: optionFormResolver, defaultValues });
  const group = defaultValues.group;
  const pricing = useWatch({ control, name: 'pricing' });
  const idFor = (name: keyof OptionFormValues) => `option-${name}`;

  async function onSubmit(values: OptionFormValues) {
    try {
      await onSave(toOptionInput(values));
    } catch (error) {
      let placed = false;
      if (isApiError(error) && error.fields) {
        for (const [path, messages] of Object.entries(error.fields)) {
          const field = formFieldFor(path);
          if (field) {
            setError(field, { type: 'server', message: messages[0] });
            placed = true;
          }
        }
      }
      if (!placed) setError('root', { type: 'server', message: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE });
    }
  }

  const err = (name: keyof OptionFormValues) => errors[name]?.message;
  const priceLabel = group === 'product_type' ? 'Base price (£)' : group === 'size' ? 'Surcharge for this size (£)' : pricing === 'per_m2' ? 'Price per m² of floor (£)' : 'Price (£)';

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 grid gap-4 sm:grid-cols-2">
      <Field id={idFor('label')} label="Label" error={err('label')} className="sm:col-span-2">
        <Input className="mt-1.5" autoComplete="off" {...register('label')} />
      </Field>
      {mode === 'add' ? (
        <Field
          id={idFor('code')}
          label="Code"
          description="Saved with quotes, so it cannot change later. Lower-case letters, digits, - and _."
          error={err('code')}
          className="sm:col-span-2"
        >
          <Input className="mt-1.5" autoComplete="off" {...register('code')} />
        </Field>
      ) : (
        <p className="text-sm text-muted sm:col-span-2">
          {GROUP_LABELS[group]} · code <span className="font-mono text-foreground">{defaultValues.code}</span>
        </p>
      )}
      <Field
        id={idFor('description')}
        label={
          <>
            Description <span className="font-normal text-muted">(optional)</span>
          </>
        }
        error={err('description')}
        className="sm:col-span-2"
      >
        <Textarea className="mt-1.5 min-h-20" {...register('description')} />
      </Field>
      <Field id={idFor('price')} label={priceLabel} error={err('price')}>
        <Input className="mt-1.5" inputMode="decimal" autoComplete="off" {...register('price')} />
      </Field>
      {group !== 'product_type' && (
        <Field id={idFor('pricing')} label="Pricing" error={err('pricing')}>
          <Select className="mt-1.5" {...register('pricing')}>
            <option value="fixed">Fixed price</option>
            <option value="per_m2">Per m² of floor</option>
          </Select>
        </Field>
      )}
      {group === 'product_type' && (
        <Field id={idFor('perM2')} label="Price per m² of floor (£)" error={err('perM2')}>
          <Input className="mt-1.5" inputMode="decimal" autoComplete="off" {...register('perM2')} />
        </Field>
      )}
      {group === 'size' && (
        <>
          <Field id={idFor('widthM')} label="Width (m)" error={err('widthM')}>
            <Input className="mt-1.5" inputMode="decimal" autoComplete="off" {...register('widthM')} />
          </Field>
          <Field id={idFor('depthM')} label="Depth (m)" error={err('depthM')}>
            <Input className="mt-1.5" inputMode="decimal" autoComplete="off" {...register('depthM')} />
          </Field>
        </>
      )}
      <Field id={idFor('position')} label="Order in the list" error={err('position')}>
        <Input className="mt-1.5" inputMode="numeric" autoComplete="off" {...register('position')} />
      </Field>
      <Field id={idFor('available')} label="Available on the configurator" inline className="min-h-11 gap-3 self-end">
        <Checkbox {...register('available')} />
      </Field>
      {errors.root?.message && <Alert className="sm:col-span-2">{errors.root.message}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? 'Saving...' : mode === 'add' ? 'Add option' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
