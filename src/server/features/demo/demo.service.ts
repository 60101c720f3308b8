import { randomUUID } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { runAsTenant } from '../../db/tenant-context';
import { demoCompanyOf, freshIds } from '../../db/seed-demo-companies';
import { hitRateLimit } from '../../lib/rate-limit';
import { createFileStorage } from '../../lib/storage/file-storage';
import type { FileStorage } from '../../lib/storage/storage-driver';
import { parseCookies } from '../../lib/cookies';
import { DEMO_PASSWORD, demoAccountsOf } from '../../tenancy/demo-accounts';
import { lockedPasswordHash, samplePasswordHash } from './demo-accounts';
import { DEMO_COPY_COOKIE, demoCopyIdFrom, demoCopySetCookie } from '../../tenancy/demo-cookie';
import { findDemoCopy } from '../../tenancy/tenant-company.queries';
import { insertDemoCopy } from './demo-copies.queries';
import { copyGallery } from './demo-gallery';

/**
 * New copies one address may have made in an hour: each is a whole company's rows. A server that
 * allows more sign-ins a minute than that (AUTH_RATE_LIMIT_MAX, raised for end-to-end runs, which
 * sign in from one address all day) allows as many copies an hour.
 */
export const DEMO_COPIES_PER_HOUR = 30;

export interface DemoSignIn {
  /** The visitor's copy, whose sample account the sign-in is for. */
  companyId: string;
  /** The cookie that names the copy, for the browser to keep. */
  setCookie: string;
}

/**
 * A demo visitor signs in to their own copy of the demo company, never to the company itself, so
 * no visitor sees what another wrote. Only in demo mode, only on a demo company, only for one of its
 * listed sample accounts with the sample password; anything else is an ordinary sign-in (null).
 * The browser's cookie names its copy: the customer and the staff quick access of one browser
 * share one, and a missing copy, or one of another demo company, gives a new one.
 */
export async function demoSignIn(
  db: Database,
  config: AppConfig,
  input: { tenant: CompanyRow; email: string; password: string; cookieHeader: string | null; clientIp: string },
): Promise<DemoSignIn | null> {
  const { tenant } = input;
  if (!config.demoMode || !tenant.isDemo || input.password !== DEMO_PASSWORD) return null;
  const email = input.email.trim().toLowerCase();
  if (!demoAccountsOf(tenant).some((account) => account.email.toLowerCase() === email)) return null;
  // A browser signed in to its copy already comes with the copy as its tenant (the tenant middleware).
  const copy = tenant.demoOf ? tenant : await copyForBrowser(db, config, tenant, input);
  if (!copy) return null;
  return { companyId: copy.id, setCookie: demoCopySetCookie(copy.id, config.authSecret, { secure: config.isProduction }) };
}

async function copyForBrowser(db: Database, config: AppConfig, host: CompanyRow, input: { cookieHeader: string | null; clientIp: string }): Promise<CompanyRow | null> {
  const named = demoCopyIdFrom(input.cookieHeader ? parseCookies(input.cookieHeader).get(DEMO_COPY_COOKIE) : undefined, config.authSecret);
  const existing = named ? await findDemoCopy(db, named, host.id) : undefined;
  if (existing) return existing;
  const max = Math.max(DEMO_COPIES_PER_HOUR, config.authRateLimit.max);
  const limit = await hitRateLimit(db, { name: 'demo-copy', max, windowSeconds: 3600 }, input.clientIp);
  if (!limit.allowed) throw new AppError('RATE_LIMITED', 'Too many new demo sessions from this address. Please try again in an hour.');
  return createDemoCopy(db, host, storageOf(config));
}

const storages = new WeakMap<AppConfig['storage'], FileStorage>();

/** The app's file storage, as its routes have it (one per configuration, made when first needed). */
function storageOf(config: AppConfig): FileStorage {
  let storage = storages.get(config.storage);
  if (!storage) {
    storage = createFileStorage(config.storage);
    storages.set(config.storage, storage);
  }
  return storage;
}

/**
 * A visitor's private copy of a demo company: a company row of its own (demo_of = the company) with
 * exactly what the demo seed gives that company, under fresh ids (its gallery's photos copied from
 * the demo company's, with a file storage). Null for a demo company the seed did not make, which
 * has no content to copy.
 */
export async function createDemoCopy(db: Database, host: CompanyRow, storage?: FileStorage): Promise<CompanyRow | null> {
  const demo = demoCompanyOf(host.subdomain);
  if (!demo) return null;
  // The copy's rows are written as the copy: its id comes first, so its own row can be.
  const copyId = randomUUID();
  const [passwordHash, locked] = await Promise.all([samplePasswordHash(), lockedPasswordHash()]);
  const copy = await runAsTenant(copyId, async () => {
    const copy = await insertDemoCopy(db, host, copyId);
    await demo.seed(db, copy, { ids: freshIds(), passwordHash, lockedPasswordHash: locked, diaryStorage: storage });
    return copy;
  });
  // The seed draws the gallery's photos; a copy takes the demo company's stored ones instead.
  if (storage) await copyGallery(db, storage, host, copy);
  return copy;
}
