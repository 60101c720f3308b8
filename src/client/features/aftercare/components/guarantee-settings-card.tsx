import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { MAX_GUARANTEE_YEARS, zGuaranteeSettings, type GuaranteeSettings } from '@/shared/schemas/aftercare';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { QueryState } from '@/client/components/ui/query-state';
import { usePrefilledForm } from '@/client/lib/use-prefilled-form';
import { useGuaranteeSettings, useSaveGuaranteeSettings } from '../api/guarantee-settings';

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

/** Settings: the guarantees the company gives, shown to each customer with their end dates once their project is completed. */
export function GuaranteeSettingsCard({ canEdit }: { canEdit: boolean }) {
  const settings = useGuaranteeSettings();
  return (
    <SectionCard title="Guarantee periods" description="How long your guarantees run from the day a project is completed. Customers see them, with their end dates, on their completed project." icon={ShieldCheck}>
      <QueryState query={settings} loading={<CardLoading>Loading the guarantee periods...</CardLoading>} error="We couldn't load the guarantee periods.">
        {(data) =>
          canEdit ? (
            <GuaranteeForm current={data} />
          ) : (
            <dl className="grid gap-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-muted">Structure</dt>
                <dd className="font-medium text-foreground">{years(data.structureYears)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted">Workmanship</dt>
                <dd className="font-medium text-foreground">{years(data.workmanshipYears)}</dd>
              </div>
            </dl>
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function GuaranteeForm({ current }: { current: GuaranteeSettings }) {
  const save = useSaveGuaranteeSettings();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = usePrefilledForm<z.input<typeof zGuaranteeSettings>, unknown, GuaranteeSettings>({ resolver: zodResolver(zGuaranteeSettings), defaultValues: current });
  const saving = isSubmitting || save.isPending;

  async function onSubmit(values: GuaranteeSettings) {
    try {
      await save.mutateAsync(values);
    } catch {
      return;
    }
    toast.success('Guarantee periods saved', { description: `Structure ${years(values.structureYears)}, workmanship ${years(values.workmanshipYears)}.` });
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="settings-guarantee-structure" label="Structure (years)" error={errors.structureYears?.message}>
          <Input type="number" inputMode="numeric" min={0} max={MAX_GUARANTEE_YEARS} step={1} {...register('structureYears')} />
        </Field>
        <Field id="settings-guarantee-workmanship" label="Workmanship (years)" error={errors.workmanshipYears?.message}>
          <Input type="number" inputMode="numeric" min={0} max={MAX_GUARANTEE_YEARS} step={1} {...register('workmanshipYears')} />
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? 'Saving...' : 'Save guarantee periods'}
        </Button>
      </div>
    </form>
  );
}
