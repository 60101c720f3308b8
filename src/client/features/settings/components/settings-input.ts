import type { CompanySettings, CompanySettingsInput } from '@/shared/schemas/settings';

/** What PUT /api/settings takes, from what GET gave: each section changes its own fields and sends the rest as they are. */
export function toInput(settings: CompanySettings): CompanySettingsInput {
  return {
    companyName: settings.companyName,
    primaryColor: settings.primaryColor,
    secondaryColor: settings.secondaryColor,
    emailSenderName: settings.emailSenderName,
    productionCapacity: settings.productionCapacity,
  };
}
