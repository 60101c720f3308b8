import { bigint, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * Counts the staff screens show, kept by the database as rows change (triggers in migration 0024),
 * so reading them is one index lookup however large the company. A row per company and name:
 * `projects:<stage>`, `projects:booked` (an install date on a project not completed),
 * `tasks:open` and `payment_items`. Counts that depend on the time of day (new leads, tickets past
 * their target) are counted when asked.
 */
export const companyCounts = pgTable(
  'company_counts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.name] })],
);
