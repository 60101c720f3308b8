import { zodResolver } from '@hookform/resolvers/zod';
import { Building2 } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { zCompanySettingsInput, type CompanySettings } from '@/shared/schemas/settings';
import { SectionCard } from '@/client/components/layout/section-card';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { usePrefilledForm } from '@/client/lib/use-prefilled-form';
import { useUpdateSettings } from '../api/update-settings';
import { BrandPreview } from './brand-preview';
import { ColourField, isHexColour } from './colour-field';
import { SaveButton } from './save-button';
import { toInput } from './settings-input';
import { SettingValue } from './setting-value';

const zCompanyFields = zCompanySettingsInput.pick({ companyName: true, primaryColor: true, secondaryColor: true });
type CompanyFields = z.input<typeof zCompanyFields>;
const FIELD_NAMES = ['companyName', 'primaryColor', 'secondaryColor'] as const;

/** The company's name and brand colours, with a preview of the header and a button before saving. */
export function CompanyCard({ settings, canEdit }: { settings: CompanySettings; canEdit: boolean }) {
  return (
    <SectionCard title="Company" description="Your company's name and colours, as customers see them on your site and in the portal." icon={Building2}>
      {canEdit ? (
        <CompanyForm settings={settings} />
      ) : (
        <div className="space-y-5">
          <dl className="grid gap-4 sm:grid-cols-3">
            <SettingValue label="Company name">{settings.companyName}</SettingValue>
            <SettingValue label="Primary colour">
              <ColourText colour={settings.primaryColor} />
            </SettingValue>
            <SettingValue label="Secondary colour">
              <ColourText colour={settings.secondaryColor} />
            </SettingValue>
          </dl>
          <BrandPreview name={settings.companyName} logoUrl={settings.logoUrl} primary={settings.primaryColor} secondary={settings.secondaryColor} />
        </div>
      )}
    </SectionCard>
  );
}

function ColourText({ colour }: { colour: string }) {
  return (
    <span className="inline-flex items-center gap-2 font-mono">
      <span aria-hidden="true" className="size-5 rounded-md border border-border-strong" style={{ backgroundColor: colour }} />
      {colour}
    </span>
  );
}

function CompanyForm({ settings }: { settings: CompanySettings }) {
  const update = useUpdateSettings({ errorMessage: 'Could not save the company details' });
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = usePrefilledForm<CompanyFields, unknown, z.output<typeof zCompanyFields>>({
    resolver: zodResolver(zCompanyFields),
    defaultValues: { companyName: settings.companyName, primaryColor: settings.primaryColor, secondaryColor: settings.secondaryColor },
  });
  const [name, primary, secondary] = useWatch({ control, name: ['companyName', 'primaryColor', 'secondaryColor'] });
  const saving = isSubmitting || update.isPending;

  async function onSubmit(values: z.output<typeof zCompanyFields>) {
    try {
      await update.mutateAsync({ ...toInput(settings), ...values });
    } catch (error) {
      setServerFieldErrors(error, FIELD_NAMES, setError, { focus: false });
      return;
    }
    toast.success('Company details saved', { description: 'Your site and portal now use them.' });
  }

  const pick = (field: 'primaryColor' | 'secondaryColor') => (colour: string) => setValue(field, colour, { shouldDirty: true, shouldValidate: true });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <Field id="settings-company-name" label="Company name" error={errors.companyName?.message}>
        <Input autoComplete="organization" {...register('companyName')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <ColourField
          id="settings-primary-colour"
          label="Primary colour"
          value={primary}
          fallback={settings.primaryColor}
          registration={register('primaryColor')}
          onPick={pick('primaryColor')}
          error={errors.primaryColor?.message}
        />
        <ColourField
          id="settings-secondary-colour"
          label="Secondary colour"
          value={secondary}
          fallback={settings.secondaryColor}
          registration={register('secondaryColor')}
          onPick={pick('secondaryColor')}
          error={errors.secondaryColor?.message}
        />
      </div>
      <BrandPreview
        name={name.trim()}
        logoUrl={settings.logoUrl}
        primary={isHexColour(primary) ? primary.trim().toLowerCase() : settings.primaryColor}
        secondary={isHexColour(secondary) ? secondary.trim().toLowerCase() : settings.secondaryColor}
      />
      <p className="text-sm text-muted">Text on your colours is shown in black or white, whichever reads better, so any colour stays readable.</p>
      <div className="flex justify-end">
        <SaveButton saving={saving}>Save company details</SaveButton>
      </div>
    </form>
  );
}
