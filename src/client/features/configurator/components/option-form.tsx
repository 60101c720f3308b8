import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { GROUP_LABELS } from '@/shared/configurator-groups';
import type { ConfiguratorOptionInput } from '@/shared/schemas/configurator';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
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
      console.warn('Saving a configurator option failed', error);
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

  const field = (name: keyof OptionFormValues, props: UseFormRegisterReturn) => ({
    id: idFor(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${idFor(name)}-error` : undefined,
    ...props,
  });
  const error = (name: keyof OptionFormValues) => <FieldError id={`${idFor(name)}-error`} message={errors[name]?.message} />;
  const priceLabel = group === 'product_type' ? 'Base price (£)' : group === 'size' ? 'Surcharge for this size (£)' : pricing === 'per_m2' ? 'Price per m² of floor (£)' : 'Price (£)';

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Label htmlFor={idFor('label')}>Label</Label>
        <Input className="mt-1.5" autoComplete="off" {...field('label', register('label'))} />
        {error('label')}
      </div>
      {mode === 'add' ? (
        <div className="sm:col-span-2">
          <Label htmlFor={idFor('code')}>Code</Label>
          <p id={`${idFor('code')}-hint`} className="text-xs text-muted">
            Saved with quotes, so it cannot change later. Lower-case letters, digits, - and _.
          </p>
          <Input
            className="mt-1.5"
            autoComplete="off"
            {...field('code', register('code'))}
            aria-describedby={`${idFor('code')}-hint${errors.code ? ` ${idFor('code')}-error` : ''}`}
          />
          {error('code')}
        </div>
      ) : (
        <p className="text-sm text-muted sm:col-span-2">
          {GROUP_LABELS[group]} · code <span className="font-mono text-foreground">{defaultValues.code}</span>
        </p>
      )}
      <div className="sm:col-span-2">
        <Label htmlFor={idFor('description')}>
          Description <span className="font-normal text-muted">(optional)</span>
        </Label>
        <Textarea className="mt-1.5 min-h-20" {...field('description', register('description'))} />
        {error('description')}
      </div>
      <div>
        <Label htmlFor={idFor('price')}>{priceLabel}</Label>
        <Input className="mt-1.5" inputMode="decimal" autoComplete="off" {...field('price', register('price'))} />
        {error('price')}
      </div>
      {group !== 'product_type' && (
        <div>
          <Label htmlFor={idFor('pricing')}>Pricing</Label>
          <Select className="mt-1.5" {...field('pricing', register('pricing'))}>
            <option value="fixed">Fixed price</option>
            <option value="per_m2">Per m² of floor</option>
          </Select>
          {error('pricing')}
        </div>
      )}
      {group === 'product_type' && (
        <div>
          <Label htmlFor={idFor('perM2')}>Price per m² of floor (£)</Label>
          <Input className="mt-1.5" inputMode="decimal" autoComplete="off" {...field('perM2', register('perM2'))} />
          {error('perM2')}
        </div>
      )}
      {group === 'size' && (
        <>
          <div>
            <Label htmlFor={idFor('widthM')}>Width (m)</Label>
            <Input className="mt-1.5" inputMode="decimal" autoComplete="off" {...field('widthM', register('widthM'))} />
            {error('widthM')}
          </div>
          <div>
            <Label htmlFor={idFor('depthM')}>Depth (m)</Label>
            <Input className="mt-1.5" inputMode="decimal" autoComplete="off" {...field('depthM', register('depthM'))} />
            {error('depthM')}
          </div>
        </>
      )}
      <div>
        <Label htmlFor={idFor('position')}>Order in the list</Label>
        <Input className="mt-1.5" inputMode="numeric" autoComplete="off" {...field('position', register('position'))} />
        {error('position')}
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 self-end text-sm font-medium">
        <Checkbox {...register('available')} />
        Available on the configurator
      </label>
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
