import { boolean, foreignKey, index, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { TICKET_CATEGORIES, TICKET_STATUSES } from '../../../shared/schemas/tickets';
import { users } from './auth';
import { companies } from './companies';

export const ticketStatusEnum = pgEnum('ticket_status', TICKET_STATUSES);
export const ticketCategoryEnum = pgEnum('ticket_category', TICKET_CATEGORIES);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    /** What people call it: #1001, #1002… per company. */
    number: integer('number').notNull(),
    customerId: text('customer_id').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    category: ticketCategoryEnum('category').notNull().default('general'),
    status: ticketStatusEnum('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When staff first replied; null while no one has. Kept by the database from ticket_responses
     * (migration 0026), so "unanswered" and "past target" are index ranges, not a search per ticket.
     */
    firstStaffReplyAt: timestamp('first_staff_reply_at', { withTimezone: true }),
  },
  (t) => [
    unique('support_tickets_number_unique').on(t.companyId, t.number),
    // Open, unanswered and past-target counts read this index alone.
    index('support_tickets_status_idx').on(t.companyId, t.status, t.firstStaffReplyAt, t.createdAt),
    unique('support_tickets_company_id_id_key').on(t.companyId, t.id),
    foreignKey({ name: 'support_tickets_customer_id_users_id_fk', columns: [t.companyId, t.customerId], foreignColumns: [users.companyId, users.id] }),
  ],
);

export const ticketResponses = pgTable(
  'ticket_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id').notNull(),
    authorId: text('author_id').notNull(),
    fromStaff: boolean('from_staff').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_responses_ticket_idx').on(t.ticketId, t.createdAt),
    foreignKey({ name: 'ticket_responses_ticket_id_support_tickets_id_fk', columns: [t.companyId, t.ticketId], foreignColumns: [supportTickets.companyId, supportTickets.id] }).onDelete('cascade'),
    foreignKey({ name: 'ticket_responses_author_id_users_id_fk', columns: [t.companyId, t.authorId], foreignColumns: [users.companyId, users.id] }),
  ],
);

export type TicketRow = typeof supportTickets.$inferSelect;
