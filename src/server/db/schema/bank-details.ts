import { foreignKey, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';

/** The account customers pay into: one per company. */
export const companyBankAccounts = pgTable(
  'company_bank_accounts',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountName: text('account_name').notNull(),
    sortCode: text('sort_code').notNull(),
    accountNumber: text('account_number').notNull(),
    bankName: text('bank_name').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [foreignKey({ name: 'company_bank_accounts_updated_by_users_id_fk', columns: [t.companyId, t.updatedBy], foreignColumns: [users.companyId, users.id] })],
);

/** Every change of the bank details, kept: redirection fraud starts with a quiet change. */
export const bankDetailChanges = pgTable(
  'bank_detail_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    changedBy: text('changed_by').notNull(),
    accountName: text('account_name').notNull(),
    sortCode: text('sort_code').notNull(),
    accountNumber: text('account_number').notNull(),
    bankName: text('bank_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_detail_changes_company_idx').on(t.companyId),
    foreignKey({ name: 'bank_detail_changes_changed_by_users_id_fk', columns: [t.companyId, t.changedBy], foreignColumns: [users.companyId, users.id] }),
  ],
);
