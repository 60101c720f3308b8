import { useEffect } from 'react';
import type { CompanyBranding } from '@/shared/schemas/company';
import { brandPalette } from '@/client/lib/color';

/** Paints the site in the company's colours (the tab's title is use-page-head.ts's). */
export function useCompanyBranding(company: CompanyBranding | null): void {
  useEffect(() => {
    if (!company) return;
    const style = document.documentElement.style;
    style.setProperty('--color-primary', company.primaryColor);
    style.setProperty('--color-secondary', company.secondaryColor);
    for (const [name, value] of Object.entries(brandPalette(company.primaryColor))) style.setProperty(name, value);
  }, [company]);
}

/** Error handling: a company that fails to load is logged and the error kept; the site still renders. */
export function useLogCompanyFailure(failed: boolean, error: unknown): void {
  useEffect(() => {
    if (failed) console.error('Failed to load company', error);
  }, [failed, error]);
}
