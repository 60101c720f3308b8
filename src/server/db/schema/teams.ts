import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** The company's installation and survey teams (a company setting). */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('teams_company_name_unique').on(t.companyId, t.name), unique('teams_company_id_id_key').on(t.companyId, t.id)],
);

export type TeamRow = typeof teams.$inferSelect;
