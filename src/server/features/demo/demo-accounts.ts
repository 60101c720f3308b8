import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { zDemoAccount, type DemoAccount } from '../../../shared/schemas/auth';
import { hashPassword } from '../../auth/password';
import type { CompanyRow } from '../../db/schema/companies';

/** The sample password of seeded accounts, shown on the login page only in demo mode. */
export const DEMO_PASSWORD = 'password123';

let sampleHash: Promise<string> | undefined;

/**
 * One hash of the sample password for every sample account (hashing is deliberately slow, and a
 * visitor's copy of a demo company is made while they wait to sign in).
 */
export function samplePasswordHash(): Promise<string> {
  sampleHash ??= hashPassword(DEMO_PASSWORD);
  return sampleHash;
}

let lockedHash: Promise<string> | undefined;

/**
 * A hash no password matches (of random bytes nobody keeps), for the demo company's other people:
 * they fill its lists, but only the listed sample accounts sign in. Checking it takes as long as
 * checking any password, so it tells no one which emails are there.
 */
export function lockedPasswordHash(): Promise<string> {
  lockedHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return lockedHash;
}

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
