import { ChecklistTemplateCard } from '@/client/features/checklist/components/checklist-template-card';
import { BankDetailsSettings } from '@/client/features/payment-management/components/bank-details-settings';
import { SettingsPage as CompanySettingsPage } from '@/client/features/settings/components/settings-page';

export default function SettingsPage() {
  return <CompanySettingsPage slots={{ bankDetails: <BankDetailsSettings />, checklistTemplate: <ChecklistTemplateCard /> }} />;
}
