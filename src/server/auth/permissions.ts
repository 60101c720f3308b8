import type { Role } from '../../shared/constants/roles';
import { AppError } from '../../shared/errors';
import type { Actor } from '../app-env';
import { requireActor } from './guards';

const CUSTOMER = ['customer'] as const;
const TEAM = ['staff', 'admin'] as const;
const ADMIN = ['admin'] as const;

/**
 * Who may do what: every authorisation decision on the server names one of these permissions,
 * and this table is the only place that says which roles hold it. A role's name is compared
 * nowhere else (permissions.test.ts fails on a `.role ===` outside this file).
 *
 * Signing in is `requireActor`; which company's rows a request sees is row-level security.
 * This table decides the rest: what a signed-in person of the company may read and change.
 */
export const PERMISSIONS = {
  // Reading

  /** Staff work on every customer's project, so they read all of the company's projects and what hangs off them (payments, contracts, tickets, calls, messages, activity). Without it, a caller reads only records whose customer they are; anything else answers "not found". */
  'records:read-any': TEAM,
  /** The team's side of a conversation: their messages, ticket replies, notes and uploads show as the team's, customers' emails go to them, and calls and cancellations address them as the team. */
  'team:speak-for': TEAM,

  // What only the customer does: it binds them, or it is their word to the team

  /** Tickets are how a customer asks the company for help; the team answers them rather than opens them. */
  'tickets:open': CUSTOMER,
  /** The design is the customer's to approve or send back; nobody answers for them. */
  'design:approve': CUSTOMER,
  /** A contract binds the customer: only they sign it, ask for work to start within the cancellation period, and have their first view put on record. */
  'contracts:sign': CUSTOMER,
  /** A variation changes what the customer pays and when their room is installed: only they approve or decline it. */
  'variations:approve': CUSTOMER,
  /** The customer says their bank transfer is on its way; the team then verifies it arrived (payments:verify). */
  'payments:confirm-transfer': CUSTOMER,
  /** While onboarding, the customer confirms their site and building; after that only the team changes them (projects:manage). */
  'onboarding:confirm-project': CUSTOMER,
  /** A customer books one of the times the team offered for a call (availability:manage). */
  'calls:book': CUSTOMER,

  // The team's daily work

  /** The project page's details, delay notices and installation records are the team's to keep. */
  'projects:manage': TEAM,
  /** Customers are created, invited and followed through onboarding by the team. */
  'customers:manage': TEAM,
  /** Enquiries from the public website are the team's to follow up and convert into customers. */
  'leads:manage': TEAM,
  /** The payment schedule is set by the team, and they see every customer's payments in one list. */
  'payments:manage': TEAM,
  /** Deciding that money arrived (verify, reject, mark paid, match a bank statement line) is the team's. */
  'payments:verify': TEAM,
  /** Contracts are drawn up and voided by the team; the customer only signs (contracts:sign). */
  'contracts:manage': TEAM,
  /** Variations to an order are proposed, and withdrawn while unanswered, by the team; the customer answers them (variations:approve). */
  'variations:manage': TEAM,
  /** The whole checklist, staff items included, is the team's to see and edit, as is the template new projects start from. A customer sees the items meant for them and may only tick those. */
  'checklist:manage': TEAM,
  /** Notes are the team's working record: they read and write internal notes, flag a note as a warning or urgent, and pin, retype or re-scope any note. A customer reads and adds plain public notes. */
  'notes:manage': TEAM,
  /** The team asks customers for documents and names and types what is uploaded; a customer's upload is always "a customer upload". */
  'documents:manage': TEAM,
  /** Support tickets are worked by the team: status, counts and the response target they are measured against. */
  'tickets:manage': TEAM,
  /** Installations and site visits are planned by the team, with the teams that do them. */
  'schedule:manage': TEAM,
  /** The team offers the times customers book calls in (calls:book). */
  'availability:manage': TEAM,
  /** The team's own to-do list; only team members can be given a task. */
  'tasks:manage': TEAM,
  /** The staff dashboard shows figures across every customer. */
  'dashboard:view': TEAM,
  /** The office reports (cash flow, pipeline) add up every customer's payments, leads and projects. */
  'reports:view': TEAM,
  /** The site diary is the team's record of the work: they post entries and photos, mark some internal, and only they see those and the photos' originals (which keep the camera's metadata, often where it was taken). */
  'diary:post': TEAM,
  /** The team publishes the public gallery, and only they see an original photo (it keeps the camera's metadata, often where it was taken). */
  'gallery:manage': TEAM,
  /** The configurator's options and prices are set by the team. */
  'configurator:manage': TEAM,
  /** The team reads the company's settings, which shape what they do (capacity, colours). */
  'settings:read': TEAM,
  /** An authenticator app guards accounts that see every customer; customers are not offered one. */
  'account:two-factor': TEAM,

  // What changes the company for everyone: the admin's

  /** The company's name, colours, logo, capacity and ticket response target change what every customer and colleague sees. */
  'settings:edit': ADMIN,
  /** The public website's text speaks for the company. */
  'site-content:edit': ADMIN,
  /** Customers pay into this account: a wrong number sends their money astray. */
  'bank-details:edit': ADMIN,
  /** The teams installations are booked for are part of how the company is set up. */
  'teams:manage': ADMIN,
  /** The outbox holds every email the company sent, password links included; resending one is an admin's call. */
  'outbox:manage': ADMIN,
  /** The export to the accounts lists every payment received with who paid it: the books are the admin's. */
  'payments:export': ADMIN,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;
/** The roles that hold a permission, as a type: `RolesWith<'tasks:manage'>` is `'staff' | 'admin'`. */
export type RolesWith<P extends Permission> = (typeof PERMISSIONS)[P][number];

const FORBIDDEN_MESSAGE = 'You do not have permission to do that.';

/** Whether this role holds the permission; also narrows the role (a task's assignee is a team role). */
export function roleHolds<P extends Permission>(role: Role, permission: P): role is RolesWith<P> {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Whether this person (signed in or not) may do it. */
export function can(actor: { role: Role } | null, permission: Permission): boolean {
  return actor !== null && roleHolds(actor.role, permission);
}

/**
 * The signed-in actor, if they may do it: otherwise 401 for nobody signed in, 403 with the
 * message (by default "You do not have permission to do that.") for anyone else.
 */
export function requirePermission(actor: Actor | null, permission: Permission, message: string = FORBIDDEN_MESSAGE): Actor {
  const signedIn = requireActor(actor);
  if (!can(signedIn, permission)) throw new AppError('FORBIDDEN', message);
  return signedIn;
}

/** The roles that hold it, for a query that picks people (who may be given a task, who answers customers). */
export function rolesWith<P extends Permission>(permission: P): RolesWith<P>[] {
  return [...PERMISSIONS[permission]];
}

/**
 * The customer whose records alone this actor reads (themselves), or null when they read every
 * customer's of the company (records:read-any). For queries that take "only this customer's".
 */
export function ownRecordsOf(actor: Actor): string | null {
  return can(actor, 'records:read-any') ? null : actor.userId;
}

/** Whether this actor may read a record that belongs to this customer (null: to no customer, as a lead's call). */
export function canReadRecordOf(actor: Actor, customerId: string | null): boolean {
  return can(actor, 'records:read-any') || customerId === actor.userId;
}
