import { date, index, integer, jsonb, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_KINDS, LEAD_SOURCES, LEAD_STATUSES, TASK_PRIORITIES, VISIT_KINDS } from '../../../shared/constants/operations';
import { users } from './auth';
import { companies } from './companies';
import { projects, timeSlotEnum } from './projects';
import { teams } from './teams';

export const visitKindEnum = pgEnum('visit_kind', VISIT_KINDS);
export const taskPriorityEnum = pgEnum('task_priority', TASK_PRIORITIES);
export const leadSourceEnum = pgEnum('lead_source', LEAD_SOURCES);
export const leadStatusEnum = pgEnum('lead_status', LEAD_STATUSES);
export const bookingKindEnum = pgEnum('booking_kind', BOOKING_KINDS);

/**
 * Surveys and deliveries booked for a team on a day. The installation itself lives on the
 * project (install date, slot, team), so there is one place that says when it is.
 */
export const siteVisits = pgTable(
  'site_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: visitKindEnum('kind').notNull(),
    date: date('date').notNull(),
    slot: timeSlotEnum('slot').notNull().default('all_day'),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    location: text('location'),
    notes: text('notes'),
    createdBy: text('created_by').notNull().references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_visits_company_date_idx').on(t.companyId, t.date), index('site_visits_project_idx').on(t.projectId)],
);

/** The team's to-do list: My Tasks on the staff dashboard. */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    priority: taskPriorityEnum('priority').notNull().default('medium'),
    dueDate: date('due_date'),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').notNull().references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tasks_company_open_idx').on(t.companyId, t.completedAt, t.dueDate), index('tasks_assignee_idx').on(t.companyId, t.assigneeId)],
);

/** People who asked about a building: the contact, demo and configurator forms. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message'),
    source: leadSourceEnum('source').notNull(),
    /** The configurator's choices, validated by its schema when written. */
    configuration: jsonb('configuration').$type<Record<string, unknown>>(),
    preferredDate: date('preferred_date'),
    status: leadStatusEnum('status').notNull().default('new'),
    convertedCustomerId: text('converted_customer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_company_created_idx').on(t.companyId, t.createdAt)],
);

/** A one-time link to set a password. Only the token's hash is kept, like a password. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitations_user_idx').on(t.userId)],
);

/** Times a member of staff can take a call or a demo. */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    staffId: text('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(30),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('availability_slots_staff_start_unique').on(t.staffId, t.startsAt), index('availability_slots_company_start_idx').on(t.companyId, t.startsAt)],
);

/** A slot taken: a customer's call or a visitor's demo. One booking a slot, enforced by the unique key. */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    slotId: uuid('slot_id')
      .notNull()
      .unique()
      .references(() => availabilitySlots.id, { onDelete: 'cascade' }),
    kind: bookingKindEnum('kind').notNull(),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').references(() => users.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    topic: text('topic'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('slot_bookings_company_idx').on(t.companyId)],
);
