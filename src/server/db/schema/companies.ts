import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every table's company_id cascades from here, so one DELETE removes a company with all its rows;
 * but only a demo visitor's copy (demo_of set) may be deleted, and demo_of never changes (migration
 * 0030's triggers). A real company is deactivated, never deleted.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    subdomain: text('subdomain').notNull().unique(),
    logoUrl: text('logo_url'),
    primaryColor: text('primary_color').notNull().default('#1f6f4a'),
    secondaryColor: text('secondary_color').notNull().default('#c8a45c'),
    isActive: boolean('is_active').notNull().default(true),
    subscriptionTier: text('subscription_tier').notNull().default('starter'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set only by the demo seed: sample accounts and quick access exist on demo companies alone. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** A demo visitor's private copy of a demo company: the company it copies (its host's company). */
    demoOf: uuid('demo_of').references((): AnyPgColumn => companies.id, { onDelete: 'cascade' }),
    /**
     * Moves on with every change to what the company's public pages show (its own row, site content,
     * configurator options, gallery, demo slots and their bookings), by triggers of migration 0032:
     * the public page cache (lib/page-cache.ts) keys its copies by it.
     */
    contentVersion: bigint('content_version', { mode: 'number' }).notNull().default(0),
    /**
     * Moves on with every committed change to the company's data (any table with its company_id but
     * sign-in bookkeeping), by triggers of migration 0033: the signed-in page cache
     * (lib/page-cache.ts) keys a visitor's rendered pages by it.
     */
    dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('companies_demo_of_idx').on(t.demoOf).where(sql`demo_of is not null`)],
);

export type CompanyRow = typeof companies.$inferSelect;
