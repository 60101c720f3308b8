import { zodResolver } from '@hookform/resolvers/zod';
import { Factory } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import { MAX_PRODUCTION_CAPACITY_SETTING, zProductionCapacitySetting, type CompanySettings } from '@/shared/schemas/settings';
import { SectionCard } from '@/client/components/layout/section-card';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { usePrefilledForm } from '@/client/lib/use-prefilled-form';
import { useUpdateSettings } from '../api/update-settings';
import { SaveButton } from './save-button';
import { toInput } from './settings-input';
import { SettingValue } from './setting-value';

/** The field is text; empty means "not set", anything else must be the API's whole number. */
const zCapacityFields = z.object({
  productionCapacity: z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : Number(v)))
    .pipe(zProductionCapacitySetting.nullable()),
});
type CapacityFields = z.input<typeof zCapacityFields>;

const builds = (n: number) => `${n} ${n === 1 ? 'build' : 'builds'} at once`;

/** How many builds the workshop takes at once: the staff dashboard's Production Status measures against it. */
export function ProductionCapacityCard({ settings, canEdit }: { settings: CompanySettings; canEdit: boolean }) {
  return (
    <SectionCard title="Production capacity" description="How many builds your workshop can take at once. The staff dashboard's Production Status compares the builds in production with it." icon={Factory}>
      {canEdit ? (
        <CapacityForm settings={settings} />
      ) : (
        <dl>
          <SettingValue label="Capacity">{settings.productionCapacity === null ? 'Not set' : builds(settings.productionCapacity)}</SettingValue>
        </dl>
      )}
    </SectionCard>
  );
}

function CapacityForm({ settings }: { settings: CompanySettings }) {
  const update = useUpdateSettings({ errorMessage: 'Could not save the production capacity' });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = usePrefilledForm<CapacityFields, unknown, z.output<typeof zCapacityFields>>({
    resolver: zodResolver(zCapacityFields),
    defaultValues: { productionCapacity: settings.productionCapacity === null ? '' : String(settings.productionCapacity) },
  });
  const saving = isSubmitting || update.isPending;
  const error = errors.productionCapacity?.message;

  async function onSubmit(values: z.output<typeof zCapacityFields>) {
    try {
      await update.mutateAsync({ ...toInput(settings), productionCapacity: values.productionCapacity });
    } catch (failure) {
      setServerFieldErrors(failure, ['productionCapacity'], setError, { focus: false });
      return;
    }
    toast.success('Production capacity saved', { description: values.productionCapacity === null ? 'Not set' : builds(values.productionCapacity) });
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <Field
        id="settings-capacity"
        label="Builds at once"
        description={<>A whole number from 1 to {MAX_PRODUCTION_CAPACITY_SETTING}. Leave it empty if you do not track capacity.</>}
        descriptionBelow
        error={error}
      >
        <Input type="number" inputMode="numeric" min={1} max={MAX_PRODUCTION_CAPACITY_SETTING} step={1} className="w-40" {...register('productionCapacity')} />
      </Field>
      <div className="flex justify-end">
        <SaveButton saving={saving}>Save capacity</SaveButton>
      </div>
    </form>
  );
}
