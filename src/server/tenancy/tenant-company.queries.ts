import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { companies, type CompanyRow } from '../db/schema/companies';
import { runAsTenant } from '../db/tenant-context';

/*
 * The company a request runs as: the one its host names, or a demo visitor's own copy of it. Read
 * by the tenant middleware before anyone is known, and by the session's fast path with the session.
 */

/** A company's columns as the crossing functions return them (migration 0031). */
export interface CompanyColumns {
  id: string;
  name: string;
  subdomain: string;
  logo_url: string | null;
  primary_color: string;
  secondary_color: string;
  is_active: boolean;
  subscription_tier: string;
  settings: Record<string, unknown>;
  /** Raw SQL through Drizzle leaves timestamps as PostgreSQL's text. */
  created_at: string | Date;
  is_demo: boolean;
  demo_of: string | null;
  /** bigint: pg hands it over as text. */
  content_version: string | number;
  data_version: string | number;
}

export function companyFromColumns(row: CompanyColumns): CompanyRow {
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    logoUrl: row.logo_url,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    isActive: row.is_active,
    subscriptionTier: row.subscription_tier,
    settings: row.settings,
    createdAt: new Date(row.created_at),
    isDemo: row.is_demo,
    demoOf: row.demo_of,
    contentVersion: Number(row.content_version),
    dataVersion: Number(row.data_version),
  };
}

/**
 * The company a host names, whether it is active or not: the caller decides what an inactive one
 * gets. A crossing path: no company is known yet, so it goes through the owner's function, which
 * returns that one company (never a demo visitor's copy, whose subdomain no host names).
 */
export async function findCompanyBySubdomain(db: Database, subdomain: string): Promise<CompanyRow | undefined> {
  const { rows } = await db.execute<CompanyColumns & Record<string, unknown>>(sql`select * from app_company_by_subdomain(${subdomain})`);
  return rows[0] && companyFromColumns(rows[0]);
}

// Read on a demo visitor's every API call (and only theirs): prepared.
const copyOf = preparedPerDatabase((db) =>
  db
    .select()
    .from(companies)
    .where(and(eq(companies.id, sql.placeholder('copyId')), eq(companies.demoOf, sql.placeholder('hostId'))))
    .limit(1)
    .prepare('demo_copy_of_company'),
);

/**
 * A visitor's copy of this demo company, if that is what `copyId` names; undefined otherwise. Read
 * as the copy (row-level security shows a company its own row only), whatever the caller's tenant.
 */
export async function findDemoCopy(db: Database, copyId: string, hostId: string): Promise<CompanyRow | undefined> {
  if (!UUID.test(copyId)) return undefined;
  const [row] = await runAsTenant(copyId, () => copyOf(db).execute({ copyId, hostId }));
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
