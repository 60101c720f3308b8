import { zodResolver } from '@hookform/resolvers/zod';
import { Factory } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import { MAX_PRODUCTION_CAPACITY_SETTING, zProductionCapacitySetting, type CompanySettings } from '@/shared/schemas/settings';
import { SectionCard } from '@/client/components/layout/section-card';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { usePrefilledForm } from '@/client/lib/use-prefilled-form';
import { useUpdateSettings } from '../api/update-settings';
import { SaveButton } from './save-button';
import { serverFieldError, toInput } from './settings-input';
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
      const message = serverFieldError(failure, 'productionCapacity');
      if (message) setError('productionCapacity', { type: 'server', message });
      return;
    }
    toast.success('Production capacity saved', { description: values.productionCapacity === null ? 'Not set' : builds(values.productionCapacity) });
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="settings-capacity">Builds at once</Label>
        <Input
          id="settings-capacity"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PRODUCTION_CAPACITY_SETTING}
          step={1}
          className="w-40"
          aria-invalid={error ? true : undefined}
          aria-describedby={['settings-capacity-hint', error ? 'settings-capacity-error' : null].filter(Boolean).join(' ')}
          {...register('productionCapacity')}
        />
        <p id="settings-capacity-hint" className="text-xs text-muted">
          A whole number from 1 to {MAX_PRODUCTION_CAPACITY_SETTING}. Leave it empty if you do not track capacity.
        </p>
        <FieldError id="settings-capacity-error" message={error} />
      </div>
      <div className="flex justify-end">
        <SaveButton saving={saving}>Save capacity</SaveButton>
      </div>
    </form>
  );
}
