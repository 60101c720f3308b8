import { date, foreignKey, index, integer, jsonb, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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
    projectId: text('project_id').notNull(),
    kind: visitKindEnum('kind').notNull(),
    date: date('date').notNull(),
    slot: timeSlotEnum('slot').notNull().default('all_day'),
    teamId: uuid('team_id'),
    location: text('location'),
    notes: text('notes'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('site_visits_company_date_idx').on(t.companyId, t.date),
    // Aftercare requests name their visit by (company_id, id).
    unique('site_visits_company_id_id_key').on(t.companyId, t.id),
    index('site_visits_project_idx').on(t.projectId),
    foreignKey({ name: 'site_visits_project_id_projects_id_fk', columns: [t.companyId, t.projectId], foreignColumns: [projects.companyId, projects.id] }).onDelete('cascade'),
    // ON DELETE SET NULL ("team_id") in the database (migration 0031): only team_id is cleared, never company_id.
    foreignKey({ name: 'site_visits_team_id_teams_id_fk', columns: [t.companyId, t.teamId], foreignColumns: [teams.companyId, teams.id] }).onDelete('set null'),
    foreignKey({ name: 'site_visits_created_by_users_id_fk', columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
  ],
);

/** The team's to-do list: My Tasks on the staff dashboard. */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: text('project_id'),
    title: text('title').notNull(),
    priority: taskPriorityEnum('priority').notNull().default('medium'),
    dueDate: date('due_date'),
    assigneeId: text('assignee_id'),
    createdBy: text('created_by').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_company_open_idx').on(t.companyId, t.completedAt, t.dueDate),
    index('tasks_assignee_idx').on(t.companyId, t.assigneeId),
    foreignKey({ name: 'tasks_project_id_projects_id_fk', columns: [t.companyId, t.projectId], foreignColumns: [projects.companyId, projects.id] }).onDelete('cascade'),
    // ON DELETE SET NULL ("assignee_id") in the database (migration 0031): only assignee_id is cleared, never company_id.
    foreignKey({ name: 'tasks_assignee_id_users_id_fk', columns: [t.companyId, t.assigneeId], foreignColumns: [users.companyId, users.id] }).onDelete('set null'),
    foreignKey({ name: 'tasks_created_by_users_id_fk', columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }),
  ],
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
    convertedCustomerId: text('converted_customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_company_created_idx').on(t.companyId, t.createdAt),
    unique('leads_company_id_id_key').on(t.companyId, t.id),
    // ON DELETE SET NULL ("converted_customer_id") in the database (migration 0031): only converted_customer_id is cleared, never company_id.
    foreignKey({ name: 'leads_converted_customer_id_users_id_fk', columns: [t.companyId, t.convertedCustomerId], foreignColumns: [users.companyId, users.id] }).onDelete('set null'),
  ],
);

/** A one-time link to set a password. Only the token's hash is kept, like a password. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invitations_user_idx').on(t.userId),
    foreignKey({ name: 'invitations_user_id_users_id_fk', columns: [t.companyId, t.userId], foreignColumns: [users.companyId, users.id] }).onDelete('cascade'),
    // ON DELETE SET NULL ("created_by") in the database (migration 0031): only created_by is cleared, never company_id.
    foreignKey({ name: 'invitations_created_by_users_id_fk', columns: [t.companyId, t.createdBy], foreignColumns: [users.companyId, users.id] }).onDelete('set null'),
  ],
);

/** Times a member of staff can take a call or a demo. */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    staffId: text('staff_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(30),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('availability_slots_staff_start_unique').on(t.staffId, t.startsAt),
    index('availability_slots_company_start_idx').on(t.companyId, t.startsAt),
    unique('availability_slots_company_id_id_key').on(t.companyId, t.id),
    foreignKey({ name: 'availability_slots_staff_id_users_id_fk', columns: [t.companyId, t.staffId], foreignColumns: [users.companyId, users.id] }).onDelete('cascade'),
  ],
);

/** A slot taken: a customer's call or a visitor's demo. One booking a slot, enforced by the unique key. */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    slotId: uuid('slot_id').notNull().unique(),
    kind: bookingKindEnum('kind').notNull(),
    projectId: text('project_id'),
    customerId: text('customer_id'),
    leadId: uuid('lead_id'),
    topic: text('topic'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('slot_bookings_company_idx').on(t.companyId),
    foreignKey({ name: 'slot_bookings_slot_id_availability_slots_id_fk', columns: [t.companyId, t.slotId], foreignColumns: [availabilitySlots.companyId, availabilitySlots.id] }).onDelete('cascade'),
    foreignKey({ name: 'slot_bookings_project_id_projects_id_fk', columns: [t.companyId, t.projectId], foreignColumns: [projects.companyId, projects.id] }).onDelete('cascade'),
    foreignKey({ name: 'slot_bookings_customer_id_users_id_fk', columns: [t.companyId, t.customerId], foreignColumns: [users.companyId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'slot_bookings_lead_id_leads_id_fk', columns: [t.companyId, t.leadId], foreignColumns: [leads.companyId, leads.id] }).onDelete('cascade'),
  ],
);
