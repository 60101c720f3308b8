import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { storedFiles } from '../../db/schema/files';
import { projectNotes } from '../../db/schema/notes';
import { invitations } from '../../db/schema/operations';
import { projects } from '../../db/schema/projects';

type Db = Database | Transaction;

/** Which of these users have used an invitation link (set their password). */
export async function usersWhoAcceptedInvitations(db: Db, companyId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: invitations.userId })
    .from(invitations)
    .where(and(eq(invitations.companyId, companyId), inArray(invitations.userId, userIds), isNotNull(invitations.acceptedAt)));
  return new Set(rows.map((r) => r.userId));
}

/** Which of these users have uploaded any file (a document or a diagram) to this company. */
export async function usersWithUploads(db: Db, companyId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: storedFiles.uploadedBy })
    .from(storedFiles)
    .where(and(eq(storedFiles.companyId, companyId), inArray(storedFiles.uploadedBy, userIds)));
  return new Set(rows.map((r) => r.userId));
}

export async function findUserDetails(db: Db, companyId: string, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return row;
}

export function updateUserDetails(db: Db, input: { companyId: string; userId: string; name: string; phone: string }) {
  return db
    .update(users)
    .set({ name: input.name, phone: input.phone, updatedAt: new Date() })
    .where(and(eq(users.companyId, input.companyId), eq(users.id, input.userId)));
}

/** The project's site, building and confirmation, locked until the transaction ends: two steps sent at once apply one after the other. */
export async function lockOnboardingProject(tx: Transaction, companyId: string, projectId: string) {
  const [row] = await tx
    .select({ siteAddress: projects.siteAddress, productType: projects.productType, detailsConfirmedAt: projects.detailsConfirmedAt })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.id, projectId)))
    .for('update');
  return row;
}

export function updateOnboardingProject(db: Db, input: { companyId: string; projectId: string; siteAddress: string; productType: (typeof projects.$inferInsert)['productType']; now: Date }) {
  return db
    .update(projects)
    .set({ siteAddress: input.siteAddress, productType: input.productType, detailsConfirmedAt: input.now, updatedAt: input.now })
    .where(and(eq(projects.companyId, input.companyId), eq(projects.id, input.projectId)));
}

/** Whether the customer already wrote this very note (a step sent twice adds it once). */
export async function hasSameNote(db: Db, input: { companyId: string; projectId: string; authorId: string; content: string }) {
  const [row] = await db
    .select({ id: projectNotes.id })
    .from(projectNotes)
    .where(and(eq(projectNotes.companyId, input.companyId), eq(projectNotes.projectId, input.projectId), eq(projectNotes.authorId, input.authorId), eq(projectNotes.content, input.content)))
    .limit(1);
  return row !== undefined;
}

export async function insertPublicNote(db: Db, input: { companyId: string; projectId: string; authorId: string; content: string }) {
  const [row] = await db.insert(projectNotes).values({ ...input, type: 'info', visibility: 'public' }).returning({ id: projectNotes.id });
  return row!;
}

/** The company's newest customers first (the onboarding overview). */
export function listRecentCustomers(db: Db, companyId: string, limit: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, isFirstLogin: users.isFirstLogin, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'customer')))
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(limit);
}
