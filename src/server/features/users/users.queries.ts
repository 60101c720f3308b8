import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/constants/roles';
import type { Database, Transaction } from '../../db/client';
import { accounts, users, type UserRow } from '../../db/schema/auth';
import { projects } from '../../db/schema/projects';

/** The company's account with this email, if it has one (an email is unique within a company only). */
export async function findUserByEmail(db: Database | Transaction, companyId: string, email: string) {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .limit(1);
  return row;
}

/** A customer's own project: the one build they follow. */
export async function findCustomerProjectId(db: Database, companyId: string, customerId: string) {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.customerId, customerId)))
    .orderBy(asc(projects.createdAt))
    .limit(1);
  return row?.id ?? null;
}

export async function setFirstLoginComplete(db: Database, companyId: string, userId: string) {
  await db
    .update(users)
    .set({ isFirstLogin: false, updatedAt: new Date() })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

export interface NewUserWithPassword {
  id: string;
  companyId: string;
  email: string;
  name: string;
  role: Role;
  passwordHash: string;
  isFirstLogin: boolean;
}

/** A user and their email-and-password account, stored as better-auth expects. */
export async function insertUserWithPassword(db: Database | Transaction, input: NewUserWithPassword): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      id: input.id,
      email: input.email.toLowerCase(),
      name: input.name,
      role: input.role,
      companyId: input.companyId,
      isFirstLogin: input.isFirstLogin,
      emailVerified: true,
    })
    .returning();
  await db
    .insert(accounts)
    .values({ id: randomUUID(), companyId: input.companyId, accountId: input.id, providerId: 'credential', userId: input.id, password: input.passwordHash });
  return user!;
}
