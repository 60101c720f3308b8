import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { isStaffRole } from '../../../shared/constants/roles';
import type { Message } from '../../../shared/schemas/messages';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import type { CompanyRow } from '../../db/schema/companies';
import { messageReads, projectMessages } from '../../db/schema/messages';
import { requireVisibleProject } from '../projects/projects.service';

/** The project's conversation, oldest first; reading it marks it read for this person. */
export async function readConversation(db: Database, actor: Actor | null, tenant: CompanyRow, projectId: string, options: { markRead: boolean }) {
  const signedIn = requireActor(actor);
  await requireVisibleProject(db, signedIn, tenant, projectId);
  const rows = await db
    .select({ message: projectMessages, authorName: users.name })
    .from(projectMessages)
    .innerJoin(users, eq(users.id, projectMessages.authorId))
    .where(and(eq(projectMessages.companyId, tenant.id), eq(projectMessages.projectId, projectId)))
    .orderBy(asc(projectMessages.createdAt))
    .limit(1000);
  const unread = await unreadCount(db, signedIn, tenant, projectId);
  if (options.markRead && rows.length > 0) {
    // Taken in SQL: JavaScript dates drop the microseconds PostgreSQL keeps.
    const lastReadAt = sql`(select max(${projectMessages.createdAt}) from ${projectMessages} where ${projectMessages.projectId} = ${projectId})`;
    await db
      .insert(messageReads)
      .values({ userId: signedIn.userId, projectId, lastReadAt })
      .onConflictDoUpdate({ target: [messageReads.userId, messageReads.projectId], set: { lastReadAt } });
  }
  const messages: Message[] = rows.map(({ message, authorName }) => ({
    id: message.id,
    project_id: message.projectId,
    authorId: message.authorId,
    authorName,
    fromStaff: message.fromStaff,
    content: message.content,
    created_at: message.createdAt.toISOString(),
  }));
  return { messages, unread: options.markRead ? 0 : unread };
}

/** Messages from others, newer than what this person last read (compared in SQL, to the microsecond). */
async function unreadCount(db: Database, actor: Actor, tenant: CompanyRow, projectId: string): Promise<number> {
  const lastRead = sql`coalesce((select ${messageReads.lastReadAt} from ${messageReads} where ${messageReads.userId} = ${actor.userId} and ${messageReads.projectId} = ${projectId}), '-infinity'::timestamptz)`;
  const [row] = await db
    .select({ n: count() })
    .from(projectMessages)
    .where(
      and(
        eq(projectMessages.companyId, tenant.id),
        eq(projectMessages.projectId, projectId),
        ne(projectMessages.authorId, actor.userId),
        sql`${projectMessages.createdAt} > ${lastRead}`,
      ),
    );
  return row?.n ?? 0;
}

export async function sendMessage(db: Database, actor: Actor | null, tenant: CompanyRow, projectId: string, content: string) {
  const signedIn = requireActor(actor);
  await requireVisibleProject(db, signedIn, tenant, projectId);
  await db.insert(projectMessages).values({ companyId: tenant.id, projectId, authorId: signedIn.userId, fromStaff: isStaffRole(signedIn.role), content });
  return readConversation(db, signedIn, tenant, projectId, { markRead: true });
}
