import { createRoute, z } from '@hono/zod-openapi';
import { zConversation, zConversationList, zConversationUnread, zMarkConversationRead, zNewMessage, zUnreadMessages } from '../../../shared/schemas/messages';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { countUnreadMessages, listConversations, markConversationRead, readConversation, sendMessage } from './messages.service';

const zParams = z.object({ id: z.string().min(1).max(64) });
const tags = ['Messages'];

const listRoute = createRoute({
  method: 'get',
  path: '/api/projects/{id}/messages',
  tags,
  summary: "The project's conversation and how many of its messages the caller has not read (reading it marks nothing read)",
  ...signedIn,
  request: { params: zParams },
  responses: { 200: jsonContent(zConversation, 'Messages, oldest first, and the unread count'), 400: errorResponses[400], 401: errorResponses[401], 404: errorResponses[404] },
});
const markReadRoute = createRoute({
  method: 'post',
  path: '/api/projects/{id}/messages/read',
  tags,
  summary: 'Mark the conversation read for the caller, up to the newest message they were shown (the client calls it once the conversation is on screen); repeating it changes nothing',
  ...signedIn,
  request: { params: zParams, body: { content: { 'application/json': { schema: zMarkConversationRead } }, required: true } },
  responses: { 200: jsonContent(zConversationUnread, 'What is left unread in the conversation'), 400: errorResponses[400], 401: errorResponses[401], 404: errorResponses[404] },
});
const sendRoute = createRoute({
  method: 'post',
  path: '/api/projects/{id}/messages',
  tags,
  summary: 'Send a message in the project’s conversation',
  ...signedIn,
  request: { params: zParams, body: { content: { 'application/json': { schema: zNewMessage } }, required: true } },
  responses: { 201: jsonContent(zConversation, 'The conversation with the new message'), 400: errorResponses[400], 401: errorResponses[401], 404: errorResponses[404] },
});
const conversationsRoute = createRoute({
  method: 'get',
  path: '/api/messages/conversations',
  tags,
  summary: 'Conversations the caller takes part in (staff: every project of the company; a customer: their own), most recent first',
  ...signedIn,
  responses: { 200: jsonContent(zConversationList, 'Each project with its customer, latest message and unread count'), 401: errorResponses[401] },
});
const unreadRoute = createRoute({
  method: 'get',
  path: '/api/messages/unread',
  tags,
  summary: 'How many messages from others the caller has not read, across their conversations',
  ...signedIn,
  responses: { 200: jsonContent(zUnreadMessages, 'The unread count'), 401: errorResponses[401] },
});

export function messageRoutes(db: Database) {
  return createRouter()
    .openapi(conversationsRoute, async (c) => c.json({ conversations: await listConversations(db, c.get('actor'), c.get('tenant')) }, 200))
    .openapi(unreadRoute, async (c) => c.json(await countUnreadMessages(db, c.get('actor'), c.get('tenant')), 200))
    .openapi(listRoute, async (c) => c.json(await readConversation(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id), 200))
    .openapi(markReadRoute, async (c) => c.json(await markConversationRead(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200))
    .openapi(sendRoute, async (c) => c.json(await sendMessage(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json').content, c.get('portalUrl')), 201));
}
