import type { CompanySettings, CompanySettingsInput } from '@/shared/schemas/settings';
import { isApiError } from '@/client/lib/api-client';

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

/** The server's message for a field, when it refused the value (the form shows it beside the input). */
export function serverFieldError(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.fields?.[field]?.[0] : undefined;
}
