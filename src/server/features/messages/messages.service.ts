import { isStaffRole } from '../../../shared/constants/roles';
import type { Conversation, ConversationSummary, UnreadMessages } from '../../../shared/schemas/messages';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { requireVisibleProject } from '../projects/projects.service';
import { queueNewMessageEmails } from './new-message-email';
import { insertMessage, lastMessages, listConversationProjects, listMessages, markReadUpTo, unreadByProject } from './messages.queries';

/** How many conversations a list shows: the most recent ones. */
const CONVERSATION_LIST_LIMIT = 200;

/** Staff take part in every conversation of the company; a customer only in their own projects'. */
function unreadScope(actor: Actor, tenant: CompanyRow) {
  return { companyId: tenant.id, userId: actor.userId, customerId: isStaffRole(actor.role) ? null : actor.userId };
}

/** The project's conversation, oldest first; reading it marks it read for this person. */
export async function readConversation(db: Database, actor: Actor | null, tenant: CompanyRow, projectId: string, options: { markRead: boolean }): Promise<Conversation> {
  const signedIn = requireActor(actor);
  await requireVisibleProject(db, signedIn, tenant, projectId);
  const messages = await listMessages(db, tenant.id, projectId);
  const last = messages.at(-1);
  if (options.markRead && last) {
    await markReadUpTo(db, signedIn.userId, projectId, last.id);
    return { messages, unread: 0 };
  }
  const unread = await unreadByProject(db, { ...unreadScope(signedIn, tenant), projectIds: [projectId] });
  return { messages, unread: unread.get(projectId) ?? 0 };
}

export async function sendMessage(db: Database, actor: Actor | null, tenant: CompanyRow, projectId: string, content: string, portalUrl?: string): Promise<Conversation> {
  const signedIn = requireActor(actor);
  await requireVisibleProject(db, signedIn, tenant, projectId);
  const fromStaff = isStaffRole(signedIn.role);
  await db.transaction(async (tx) => {
    await insertMessage(tx, { companyId: tenant.id, projectId, authorId: signedIn.userId, fromStaff, content });
    if (portalUrl) await queueNewMessageEmails(tx, { tenant, projectId, sender: signedIn, fromStaff, portalUrl });
  });
  return readConversation(db, signedIn, tenant, projectId, { markRead: true });
}

/** Conversations this person takes part in, most recent first, each with its latest message and unread count. */
export async function listConversations(db: Database, actor: Actor | null, tenant: CompanyRow): Promise<ConversationSummary[]> {
  const signedIn = requireActor(actor);
  const scope = unreadScope(signedIn, tenant);
  const rows = await listConversationProjects(db, tenant.id, scope.customerId, CONVERSATION_LIST_LIMIT);
  const projectIds = rows.map((r) => r.projectId);
  const [latest, unread] = await Promise.all([lastMessages(db, tenant.id, projectIds), unreadByProject(db, { ...scope, projectIds })]);
  return rows.map((row) => ({ ...row, lastMessage: latest.get(row.projectId) ?? null, unread: unread.get(row.projectId) ?? 0 }));
}

/** The portal navigation's badge: unread messages across every conversation this person takes part in. */
export async function countUnreadMessages(db: Database, actor: Actor | null, tenant: CompanyRow): Promise<UnreadMessages> {
  const signedIn = requireActor(actor);
  const unread = await unreadByProject(db, unreadScope(signedIn, tenant));
  let count = 0;
  for (const n of unread.values()) count += n;
  return { count };
}
