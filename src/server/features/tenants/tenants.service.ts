import type { CompanyBranding } from '../../../shared/schemas/company';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { findCompanyBySubdomain } from '../../tenancy/tenant-company.queries';
import { setCompanyActive } from './tenants.queries';

/** Only what a visitor may see: never settings, tier or bank details. */
export function toCompanyBranding(company: CompanyRow): CompanyBranding {
  return {
    id: company.id,
    name: company.name,
    subdomain: company.subdomain,
    logoUrl: company.logoUrl,
    primaryColor: company.primaryColor,
    secondaryColor: company.secondaryColor,
  };
}

export type ActiveChange = { outcome: 'changed' | 'unchanged'; company: CompanyRow } | { outcome: 'not-found' };

/**
 * Takes a company's site and API offline (or back online). The tenant middleware reads the
 * row on every request, so a running server follows at once; sessions are kept, so people
 * are still signed in when the company comes back.
 */
export async function setTenantActive(db: Database, subdomain: string, isActive: boolean): Promise<ActiveChange> {
  const existing = await findCompanyBySubdomain(db, subdomain);
  if (!existing) return { outcome: 'not-found' };
  if (existing.isActive === isActive) return { outcome: 'unchanged', company: existing };
  const company = await setCompanyActive(db, subdomain, isActive);
  return company ? { outcome: 'changed', company } : { outcome: 'not-found' };
}
