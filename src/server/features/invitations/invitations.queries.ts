import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { accounts, users } from '../../db/schema/auth';
import { invitations } from '../../db/schema/operations';

type Db = Database | Transaction;

export function insertInvitation(db: Db, row: typeof invitations.$inferInsert) {
  return db.insert(invitations).values(row);
}

/** Ends every link still waiting for this user, so only the newest one works. */
export function expirePendingInvitations(db: Db, input: { companyId: string; userId: string; now: Date }) {
  return db
    .update(invitations)
    .set({ expiresAt: input.now })
    .where(and(eq(invitations.companyId, input.companyId), eq(invitations.userId, input.userId), isNull(invitations.acceptedAt), gt(invitations.expiresAt, input.now)));
}

/** An invitation of this company by its token's hash, with the person it is for. */
export async function findInvitation(db: Db, companyId: string, tokenHash: string) {
  const [row] = await db
    .select({ id: invitations.id, userId: invitations.userId, expiresAt: invitations.expiresAt, acceptedAt: invitations.acceptedAt, name: users.name, email: users.email })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(and(eq(invitations.companyId, companyId), eq(invitations.tokenHash, tokenHash)))
    .limit(1);
  return row;
}

/**
 * Marks the invitation used if it still may be: the condition is in the UPDATE, so of two
 * requests racing with one link exactly one gets the row back.
 */
export async function claimInvitation(db: Db, input: { companyId: string; tokenHash: string; now: Date }) {
  const [row] = await db
    .update(invitations)
    .set({ acceptedAt: input.now })
    .where(and(eq(invitations.companyId, input.companyId), eq(invitations.tokenHash, input.tokenHash), isNull(invitations.acceptedAt), gt(invitations.expiresAt, input.now)))
    .returning({ userId: invitations.userId });
  return row;
}

/** Sets the password better-auth checks at sign-in, creating the credential account the first time. */
export async function setCredentialPassword(db: Db, input: { companyId: string; userId: string; passwordHash: string; now: Date }) {
  const updated = await db
    .update(accounts)
    .set({ password: input.passwordHash, updatedAt: input.now })
    .where(and(eq(accounts.companyId, input.companyId), eq(accounts.userId, input.userId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  if (updated.length === 0) {
    await db
      .insert(accounts)
      .values({ id: randomUUID(), companyId: input.companyId, accountId: input.userId, providerId: 'credential', userId: input.userId, password: input.passwordHash });
  }
  // Following the link proved the address is theirs.
  const [user] = await db
    .update(users)
    .set({ emailVerified: true, updatedAt: input.now })
    .where(and(eq(users.companyId, input.companyId), eq(users.id, input.userId)))
    .returning({ email: users.email });
  return user!;
}

/** Which of these users can sign in with a password already. */
export async function usersWithPassword(db: Db, companyId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: accounts.userId })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), inArray(accounts.userId, userIds), eq(accounts.providerId, 'credential'), isNotNull(accounts.password)));
  return new Set(rows.map((r) => r.userId));
}

/** Each user's newest invitation: whether a link is still waiting, or has lapsed. */
export async function latestInvitations(db: Db, companyId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectDistinctOn([invitations.userId], { userId: invitations.userId, expiresAt: invitations.expiresAt, acceptedAt: invitations.acceptedAt })
    .from(invitations)
    .where(and(eq(invitations.companyId, companyId), inArray(invitations.userId, userIds)))
    .orderBy(invitations.userId, desc(invitations.createdAt), desc(invitations.expiresAt));
}
