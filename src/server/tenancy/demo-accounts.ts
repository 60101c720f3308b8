import { z } from 'zod';
import { zDemoAccount, type DemoAccount } from '../../shared/schemas/auth';
import type { CompanyRow } from '../db/schema/companies';

/** The sample password of seeded accounts, shown on the login page only in demo mode. */
export const DEMO_PASSWORD = 'password123';

const zStoredDemoAccounts = z.array(zDemoAccount.omit({ password: true }));

/**
 * The seed records each demo company's sample accounts in its settings. A company that is not a
 * demo company (`npm run tenant:create` never makes one) has none, whatever its settings say.
 */
export function demoAccountsOf(company: CompanyRow): DemoAccount[] {
  if (!company.isDemo) return [];
  const parsed = zStoredDemoAccounts.safeParse(company.settings.demoAccounts);
  return parsed.success ? parsed.data.map((a) => ({ ...a, password: DEMO_PASSWORD })) : [];
}
