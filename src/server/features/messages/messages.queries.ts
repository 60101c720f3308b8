import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Message } from '../../../shared/schemas/messages';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema/auth';
import { messageReads, projectMessages } from '../../db/schema/messages';
import { projects } from '../../db/schema/projects';

/** Enough for any real conversation; past it, the newest are kept. */
const CONVERSATION_LIMIT = 1000;

type MessageRow = typeof projectMessages.$inferSelect;

function toMessage(message: MessageRow, authorName: string): Message {
  return {
    id: message.id,
    projectId: message.projectId,
    authorId: message.authorId,
    authorName,
    fromStaff: message.fromStaff,
    content: message.content,
    createdAt: message.createdAt.toISOString(),
  };
}

/** The newest messages of a project, returned oldest first. */
export async function listMessages(db: Database, companyId: string, projectId: string): Promise<Message[]> {
  const rows = await db
    .select({ message: projectMessages, authorName: users.name })
    .from(projectMessages)
    .innerJoin(users, eq(users.id, projectMessages.authorId))
    .where(and(eq(projectMessages.companyId, companyId), eq(projectMessages.projectId, projectId)))
    .orderBy(desc(projectMessages.createdAt), desc(projectMessages.id))
    .limit(CONVERSATION_LIMIT);
  return rows.reverse().map(({ message, authorName }) => toMessage(message, authorName));
}

export async function insertMessage(db: Database | Transaction, values: typeof projectMessages.$inferInsert) {
  await db.insert(projectMessages).values(values);
}

/** That message of the conversation, or without an id its newest; undefined when there is none. */
export async function findConversationMessage(db: Database, companyId: string, projectId: string, messageId?: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: projectMessages.id })
    .from(projectMessages)
    .where(and(eq(projectMessages.companyId, companyId), eq(projectMessages.projectId, projectId), messageId ? eq(projectMessages.id, messageId) : undefined))
    .orderBy(desc(projectMessages.createdAt), desc(projectMessages.id))
    .limit(1);
  return row;
}

/**
 * Marks the conversation read up to the newest message the reader was shown (not one that
 * arrived since), taken in SQL because JavaScript dates drop the microseconds PostgreSQL keeps.
 * A marker never moves backwards.
 */
export async function markReadUpTo(db: Database, companyId: string, userId: string, projectId: string, lastSeenMessageId: string) {
  const lastReadAt = sql`(select ${projectMessages.createdAt} from ${projectMessages} where ${projectMessages.companyId} = ${companyId} and ${projectMessages.id} = ${lastSeenMessageId})`;
  await db
    .insert(messageReads)
    .values({ companyId, userId, projectId, lastReadAt })
    .onConflictDoUpdate({
      target: [messageReads.userId, messageReads.projectId],
      set: { lastReadAt: sql`greatest(${messageReads.lastReadAt}, excluded.last_read_at)` },
    });
}

interface UnreadScope {
  companyId: string;
  userId: string;
  /** Only the projects of this customer; null for staff, who take part in every conversation of the company. */
  customerId: string | null;
  projectIds?: string[];
}

/** Messages from others, newer than what this person last read (compared in SQL, to the microsecond), per project. */
export async function unreadByProject(db: Database, scope: UnreadScope): Promise<Map<string, number>> {
  if (scope.projectIds?.length === 0) return new Map();
  const conditions: (SQL | undefined)[] = [
    eq(projectMessages.companyId, scope.companyId),
    eq(projects.companyId, scope.companyId),
    ne(projectMessages.authorId, scope.userId),
    sql`${projectMessages.createdAt} > coalesce(${messageReads.lastReadAt}, '-infinity'::timestamptz)`,
    scope.customerId ? eq(projects.customerId, scope.customerId) : undefined,
    scope.projectIds ? inArray(projectMessages.projectId, scope.projectIds) : undefined,
  ];
  const rows = await db
    .select({ projectId: projectMessages.projectId, n: count() })
    .from(projectMessages)
    .innerJoin(projects, eq(projects.id, projectMessages.projectId))
    .leftJoin(messageReads, and(eq(messageReads.projectId, projectMessages.projectId), eq(messageReads.userId, scope.userId)))
    .where(and(...conditions))
    .groupBy(projectMessages.projectId);
  return new Map(rows.map((r) => [r.projectId, r.n]));
}

/** The projects whose conversations this person takes part in, most recent conversation first. */
export async function listConversationProjects(db: Database, companyId: string, customerId: string | null, limit: number) {
  const lastMessageAt = sql`(select max(${projectMessages.createdAt}) from ${projectMessages} where ${projectMessages.companyId} = ${companyId} and ${projectMessages.projectId} = ${projects.id})`;
  return db
    .select({ projectId: projects.id, projectName: projects.name, customerName: users.name })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.customerId))
    .where(and(eq(projects.companyId, companyId), customerId ? eq(projects.customerId, customerId) : undefined))
    .orderBy(sql`${lastMessageAt} desc nulls last`, desc(projects.createdAt), asc(projects.id))
    .limit(limit);
}

/** The latest message of each of these projects. */
export async function lastMessages(db: Database, companyId: string, projectIds: string[]): Promise<Map<string, Message>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([projectMessages.projectId], { message: projectMessages, authorName: users.name })
    .from(projectMessages)
    .innerJoin(users, eq(users.id, projectMessages.authorId))
    .where(and(eq(projectMessages.companyId, companyId), inArray(projectMessages.projectId, projectIds)))
    .orderBy(projectMessages.projectId, desc(projectMessages.createdAt), desc(projectMessages.id));
  return new Map(rows.map(({ message, authorName }) => [message.projectId, toMessage(message, authorName)]));
}
