import { zodResolver } from '@hookform/resolvers/zod';
import { BellRing } from 'lucide-react';
import { toast } from 'sonner';
import { MAX_REMINDER_DAYS_BEFORE, MIN_REMINDER_DAYS_BEFORE } from '@/shared/constants/payment-reminders';
import { zPaymentReminderSettings, type PaymentReminderSettings, type PaymentReminderSettingsInput } from '@/shared/schemas/payment-reminders';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Checkbox } from '@/client/components/ui/checkbox';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { QueryState } from '@/client/components/ui/query-state';
import { setServerFieldErrors } from '@/client/lib/server-field-errors';
import { usePrefilledForm } from '@/client/lib/use-prefilled-form';
import { usePaymentReminderSettings, useUpdatePaymentReminderSettings } from '../api/payment-reminder-settings';
import { SaveButton } from './save-button';
import { SettingValue } from './setting-value';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

function summary(settings: PaymentReminderSettings): string {
  return settings.enabled ? `${days(settings.daysBefore)} before the due date, on it, and 3 and 10 days after` : 'Off';
}

/** Settings → Payment reminders: the emails customers get about a payment coming due or overdue. */
export function PaymentRemindersCard({ canEdit }: { canEdit: boolean }) {
  const settings = usePaymentReminderSettings();
  return (
    <SectionCard
      title="Payment reminders"
      description="Customers are emailed about an unpaid payment before its due date, on it, and 3 and 10 days after. Each email has the amount, your bank details and the payment's reference. None is sent once the customer confirms their transfer."
      icon={BellRing}
    >
      <QueryState query={settings} loading={<CardLoading>Loading the payment reminders...</CardLoading>} error="We couldn't load the payment reminders.">
        {(data) =>
          canEdit ? (
            <PaymentRemindersForm current={data} />
          ) : (
            <dl>
              <SettingValue label="Reminders">{summary(data)}</SettingValue>
            </dl>
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function PaymentRemindersForm({ current }: { current: PaymentReminderSettings }) {
  const update = useUpdatePaymentReminderSettings();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = usePrefilledForm<PaymentReminderSettingsInput, unknown, PaymentReminderSettings>({
    resolver: zodResolver(zPaymentReminderSettings),
    defaultValues: { enabled: current.enabled, daysBefore: current.daysBefore },
  });
  const saving = isSubmitting || update.isPending;

  async function onSubmit(values: PaymentReminderSettings) {
    try {
      await update.mutateAsync(values);
    } catch (failure) {
      setServerFieldErrors(failure, ['daysBefore', 'enabled'], setError, { focus: false });
      return;
    }
    toast.success('Payment reminders saved', { description: values.enabled ? `Reminders go ${summary(values)}.` : 'Customers get no payment reminders.' });
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <Field id="settings-reminders-enabled" label="Email customers payment reminders" inline error={errors.enabled?.message}>
        <Checkbox {...register('enabled')} />
      </Field>
      <Field
        id="settings-reminders-days"
        label="Days before the due date"
        description={<>The first reminder goes this many days before a payment is due: a whole number from {MIN_REMINDER_DAYS_BEFORE} to {MAX_REMINDER_DAYS_BEFORE}.</>}
        descriptionBelow
        error={errors.daysBefore?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={MIN_REMINDER_DAYS_BEFORE}
          max={MAX_REMINDER_DAYS_BEFORE}
          step={1}
          className="w-40"
          {...register('daysBefore')}
        />
      </Field>
      <div className="flex justify-end">
        <SaveButton saving={saving}>Save reminders</SaveButton>
      </div>
    </form>
  );
}
