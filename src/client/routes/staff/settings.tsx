import { ensureQueries } from '@/client/app/route-data';
import { checklistTemplateQueryOptions } from '@/client/features/checklist/api/checklist-template';
import { ChecklistTemplateCard } from '@/client/features/checklist/components/checklist-template-card';
import { guaranteeSettingsQueryOptions } from '@/client/features/aftercare/api/guarantee-settings';
import { GuaranteeSettingsCard } from '@/client/features/aftercare/components/guarantee-settings-card';
import { BankDetailsSettings } from '@/client/features/payment-management/components/bank-details-settings';
import { paymentReminderSettingsQueryOptions } from '@/client/features/settings/api/payment-reminder-settings';
import { responseTargetQueryOptions } from '@/client/features/settings/api/get-response-target';
import { settingsQueryOptions } from '@/client/features/settings/api/get-settings';
import { teamsQueryOptions } from '@/client/features/settings/api/get-teams';
import { SettingsPage as CompanySettingsPage } from '@/client/features/settings/components/settings-page';
import { twoFactorStatusQueryOptions } from '@/client/lib/auth/two-factor-settings';
import { bankDetailsQueryOptions } from '@/client/lib/queries/bank-details';
import { staffPageLoader } from './staff-page-loader';

/** Every card's data at once: the cards beside the company's settings show once those have loaded. */
export const loader = staffPageLoader((queryClient) =>
  ensureQueries(queryClient, [
    settingsQueryOptions(),
    bankDetailsQueryOptions(),
    teamsQueryOptions(),
    responseTargetQueryOptions(),
    paymentReminderSettingsQueryOptions(),
    guaranteeSettingsQueryOptions(),
    checklistTemplateQueryOptions(),
    twoFactorStatusQueryOptions(),
  ]),
);

export default function SettingsPage() {
  return <CompanySettingsPage slots={{ bankDetails: <BankDetailsSettings />, checklistTemplate: <ChecklistTemplateCard />, guarantees: (canEdit) => <GuaranteeSettingsCard canEdit={canEdit} /> }} />;
}
