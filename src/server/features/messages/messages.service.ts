import { AppError } from '../../../shared/errors';
import type { Conversation, ConversationSummary, ConversationUnread, MarkConversationRead, UnreadMessages } from '../../../shared/schemas/messages';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { can, ownRecordsOf } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { requireVisibleProject } from '../projects/projects.service';
import { queueNewMessageEmails } from './new-message-email';
import { findConversationMessage, insertMessage, lastMessages, listConversationProjects, listMessages, markReadUpTo, unreadByProject } from './messages.queries';

/** How many conversations a list shows: the most recent ones. */
const CONVERSATION_LIST_LIMIT = 200;

/** Staff take part in every conversation of the company; a customer only in their own projects'. */
function unreadScope(actor: Actor, tenant: CompanyRow) {
  return { companyId: tenant.id, userId: actor.userId, customerId: ownRecordsOf(actor) };
}

/** The project's conversation, oldest first, and how much of it this person has not read. Reading marks nothing: see markConversationRead. */
export async function readConversation(db: Database, actor: Actor | null, tenant: CompanyRow, projectId: string): Promise<Conversation> {
  const signedIn = requireActor(actor);
  await requireVisibleProject(db, signedIn, tenant, projectId);
  const messages = await listMessages(db, tenant.id, projectId);
  return { messages, unread: await unreadIn(db, signedIn, tenant, projectId) };
}

async function unreadIn(db: Database, actor: Actor, tenant: CompanyRow, projectId: string): Promise<number> {
  const unread = await unreadByProject(db, { ...unreadScope(actor, tenant), projectIds: [projectId] });
  return unread.get(projectId) ?? 0;
}

/**
 * The client calls this once the conversation is on screen: it is read up to the newest message
 * shown (a later one stays unread), or without one up to the newest there is. Repeating it changes
 * nothing, and a marker never moves backwards.
 */
export async function markConversationRead(db: Database, actor: Actor | null, tenant: CompanyRow, projectId: string, input: MarkConversationRead): Promise<ConversationUnread> {
  const signedIn = requireActor(actor);
  await requireVisibleProject(db, signedIn, tenant, projectId);
  const upTo = await findConversationMessage(db, tenant.id, projectId, input.lastMessageId);
  if (input.lastMessageId && !upTo) {
    throw new AppError('VALIDATION_FAILED', 'That message is not in this conversation.', { lastMessageId: ['That message is not in this conversation.'] });
  }
  if (upTo) await markReadUpTo(db, tenant.id, signedIn.userId, projectId, upTo.id);
  return { unread: await unreadIn(db, signedIn, tenant, projectId) };
}

/** Sending answers with the conversation, read up to the new message: writing back is reading. */
export async function sendMessage(db: Database, actor: Actor | null, tenant: CompanyRow, projectId: string, content: string, portalUrl?: string): Promise<Conversation> {
  const signedIn = requireActor(actor);
  await requireVisibleProject(db, signedIn, tenant, projectId);
  const fromStaff = can(signedIn, 'team:speak-for');
  await db.transaction(async (tx) => {
    await insertMessage(tx, { companyId: tenant.id, projectId, authorId: signedIn.userId, fromStaff, content });
    if (portalUrl) await queueNewMessageEmails(tx, { tenant, projectId, sender: signedIn, fromStaff, portalUrl });
  });
  const messages = await listMessages(db, tenant.id, projectId);
  await markReadUpTo(db, tenant.id, signedIn.userId, projectId, messages.at(-1)!.id);
  return { messages, unread: 0 };
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
