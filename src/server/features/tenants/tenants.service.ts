import type { CompanyBranding } from '../../../shared/schemas/company';
import type { CompanyRow } from '../../db/schema/companies';

/** Only what a visitor may see: never settings, tier or bank details. */
export function toCompanyBranding(company: CompanyRow): CompanyBranding {
  return {
    id: company.id,
    name: company.name,
    subdomain: company.subdomain,
    logo_url: company.logoUrl,
    primary_color: company.primaryColor,
    secondary_color: company.secondaryColor,
  };
}
