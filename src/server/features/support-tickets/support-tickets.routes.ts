import { createRoute, z } from '@hono/zod-openapi';
import {
  zNewTicket,
  zNewTicketResponse,
  zTicket,
  zTicketCounts,
  zTicketList,
  zTicketListQuery,
  zTicketSettings,
  zTicketWithResponses,
  zUpdateTicket,
} from '../../../shared/schemas/tickets';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { getTicket, getTicketSettings, listTickets, openTicket, replyToTicket, setTicketStatus, ticketCounts, updateTicketSettings } from './support-tickets.service';

const zParams = z.object({ id: z.uuid('Not a ticket id') });
const tags = ['Support tickets'];
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

const listRoute = createRoute({
  method: 'get',
  path: '/api/tickets',
  tags,
  summary: 'Tickets: a customer’s own, or all of the company’s for staff; `?status=open|closed`, `?pastTarget=true`',
  ...signedIn,
  request: { query: zTicketListQuery },
  responses: { 200: jsonContent(zTicketList, 'Tickets, most recently updated first, and the company’s response target'), 400: errorResponses[400], 401: errorResponses[401] },
});
const countsRoute = createRoute({ method: 'get', path: '/api/tickets/counts', tags, summary: 'Staff: open tickets, those without a staff reply, and those past the response target', ...signedIn, responses: { 200: jsonContent(zTicketCounts, 'Counts'), 401: errorResponses[401], 403: errorResponses[403] } });
const settingsRoute = createRoute({ method: 'get', path: '/api/tickets/settings', tags, summary: 'Staff: the company’s response target', ...signedIn, responses: { 200: jsonContent(zTicketSettings, 'Settings'), 401: errorResponses[401], 403: errorResponses[403] } });
const updateSettingsRoute = createRoute({ method: 'put', path: '/api/tickets/settings', tags, summary: 'Admin: set the company’s response target (hours to the first staff reply)', ...signedIn, request: { body: json(zTicketSettings) }, responses: { 200: jsonContent(zTicketSettings, 'Settings'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403] } });
const openRoute = createRoute({ method: 'post', path: '/api/tickets', tags, summary: 'Customer: open a ticket', ...signedIn, request: { body: json(zNewTicket) }, responses: { 201: jsonContent(zTicket, 'The ticket'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403] } });
const getRoute = createRoute({ method: 'get', path: '/api/tickets/{id}', tags, summary: 'A ticket with its replies', ...signedIn, request: { params: zParams }, responses: { 200: jsonContent(zTicketWithResponses, 'The ticket'), 400: errorResponses[400], 401: errorResponses[401], 404: errorResponses[404] } });
const replyRoute = createRoute({ method: 'post', path: '/api/tickets/{id}/responses', tags, summary: 'Reply to a ticket (a customer’s reply reopens a closed one)', ...signedIn, request: { params: zParams, body: json(zNewTicketResponse) }, responses: { 201: jsonContent(zTicketWithResponses, 'The ticket with the reply'), 400: errorResponses[400], 401: errorResponses[401], 404: errorResponses[404] } });
const statusRoute = createRoute({ method: 'patch', path: '/api/tickets/{id}', tags, summary: 'Staff: close or reopen a ticket', ...signedIn, request: { params: zParams, body: json(zUpdateTicket) }, responses: { 200: jsonContent(zTicket, 'The ticket'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] } });

export function supportTicketRoutes(db: Database) {
  // The fixed paths come before /api/tickets/{id}, which would otherwise claim them.
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listTickets(db, c.get('actor'), c.get('tenant'), c.req.valid('query')), 200))
    .openapi(countsRoute, async (c) => c.json(await ticketCounts(db, c.get('actor'), c.get('tenant')), 200))
    .openapi(settingsRoute, (c) => c.json(getTicketSettings(c.get('actor'), c.get('tenant')), 200))
    .openapi(updateSettingsRoute, async (c) => c.json(await updateTicketSettings(db, c.get('actor'), c.get('tenant'), c.req.valid('json')), 200))
    .openapi(openRoute, async (c) => c.json(await openTicket(db, c.get('actor'), c.get('tenant'), c.req.valid('json')), 201))
    .openapi(getRoute, async (c) => c.json(await getTicket(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id), 200))
    .openapi(replyRoute, async (c) => c.json(await replyToTicket(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json').content, c.get('portalUrl')), 201))
    .openapi(statusRoute, async (c) => c.json(await setTicketStatus(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json').status), 200));
}
