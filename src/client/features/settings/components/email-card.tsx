import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import { MAX_SENDER_NAME_LENGTH, zEmailSenderName, type CompanySettings } from '@/shared/schemas/settings';
import { SectionCard } from '@/client/components/layout/section-card';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { usePrefilledForm } from '@/client/lib/use-prefilled-form';
import { useUpdateSettings } from '../api/update-settings';
import { SaveButton } from './save-button';
import { toInput } from './settings-input';
import { SettingValue } from './setting-value';

const zEmailFields = z.object({ emailSenderName: zEmailSenderName });
type EmailFields = z.input<typeof zEmailFields>;

/** Whose name customers see on the emails the portal sends for the company. */
export function EmailCard({ settings, canEdit }: { settings: CompanySettings; canEdit: boolean }) {
  return (
    <SectionCard title="Email" description="The name your customers see on emails from the portal." icon={Mail}>
      {canEdit ? (
        <EmailForm settings={settings} />
      ) : (
        <dl>
          <SettingValue label="Sender name">{settings.emailSenderName ?? `${settings.companyName} (the company name)`}</SettingValue>
        </dl>
      )}
    </SectionCard>
  );
}

function EmailForm({ settings }: { settings: CompanySettings }) {
  const update = useUpdateSettings({ errorMessage: 'Could not save the sender name' });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = usePrefilledForm<EmailFields, unknown, z.output<typeof zEmailFields>>({
    resolver: zodResolver(zEmailFields),
    defaultValues: { emailSenderName: settings.emailSenderName ?? '' },
  });
  const saving = isSubmitting || update.isPending;
  const error = errors.emailSenderName?.message;

  async function onSubmit(values: z.output<typeof zEmailFields>) {
    try {
      await update.mutateAsync({ ...toInput(settings), emailSenderName: values.emailSenderName });
    } catch (failure) {
      setServerFieldErrors(failure, ['emailSenderName'], setError, { focus: false });
      return;
    }
    toast.success('Sender name saved', { description: `Emails now come from ${values.emailSenderName ?? settings.companyName}.` });
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <Field
        id="settings-sender-name"
        label="Sender name"
        description={<>Leave it empty to use your company name. Up to {MAX_SENDER_NAME_LENGTH} characters, without &lt; or &gt;.</>}
        descriptionBelow
        error={error}
      >
        <Input autoComplete="off" placeholder={settings.companyName} maxLength={MAX_SENDER_NAME_LENGTH} {...register('emailSenderName')} />
      </Field>
      <div className="flex justify-end">
        <SaveButton saving={saving}>Save sender name</SaveButton>
      </div>
    </form>
  );
}
