import { createRoute, z } from '@hono/zod-openapi';
import { zAvailabilityInput, zAvailabilityList, zAvailabilitySlot, zBookCall, zCall, zCallList, zOpenSlotList } from '../../../shared/schemas/availability';
import { zDateRange } from '../../../shared/schemas/scheduling';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { addAvailability, listAvailability, listOpenAvailability, removeAvailability } from './availability.service';
import { bookCall, cancelCall, getCallCalendar, listCalls } from './calls.service';

const tags = ['Calls'];
const zId = z.object({ id: z.uuid('Not a valid id') });
const e = errorResponses;

const listRoute = createRoute({
  method: 'get',
  path: '/api/availability',
  tags,
  summary: "Staff: the company's call times on these London days, with their bookings",
  ...signedIn,
  request: { query: zDateRange },
  responses: { 200: jsonContent(zAvailabilityList, 'Slots by start time'), 400: e[400], 401: e[401], 403: e[403] },
});
const addRoute = createRoute({
  method: 'post',
  path: '/api/availability',
  tags,
  summary: 'Staff: offer one of your own times for calls (in the future, not overlapping another of yours)',
  ...signedIn,
  request: { body: { content: { 'application/json': { schema: zAvailabilityInput } }, required: true } },
  responses: { 201: jsonContent(zAvailabilitySlot, 'The new slot'), 400: e[400], 401: e[401], 403: e[403], 409: e[409] },
});
const removeRoute = createRoute({
  method: 'delete',
  path: '/api/availability/{id}',
  tags,
  summary: 'Staff: remove one of your own times that nobody has booked',
  ...signedIn,
  request: { params: zId },
  responses: { 204: { description: 'Removed' }, 400: e[400], 401: e[401], 403: e[403], 404: e[404], 409: e[409] },
});
const openRoute = createRoute({
  method: 'get',
  path: '/api/availability/open',
  tags,
  summary: 'Free times to book a call, soonest first',
  ...signedIn,
  responses: { 200: jsonContent(zOpenSlotList, 'Free slots'), 401: e[401] },
});
const bookRoute = createRoute({
  method: 'post',
  path: '/api/availability/{id}/book',
  tags,
  summary: 'Customer: book a free time for a call about your project',
  ...signedIn,
  request: { params: zId, body: { content: { 'application/json': { schema: zBookCall } }, required: false } },
  responses: { 201: jsonContent(zCall, 'The booked call'), 400: e[400], 401: e[401], 403: e[403], 404: e[404], 409: e[409] },
});
const callsRoute = createRoute({
  method: 'get',
  path: '/api/calls',
  tags,
  summary: "Calls still to come: a customer's own, or the company's for staff",
  ...signedIn,
  responses: { 200: jsonContent(zCallList, 'Calls, soonest first'), 401: e[401] },
});
const cancelRoute = createRoute({
  method: 'delete',
  path: '/api/calls/{id}',
  tags,
  summary: 'Cancel a call that has not started (the customer who booked it, or staff)',
  ...signedIn,
  request: { params: zId },
  responses: { 204: { description: 'Cancelled' }, 400: e[400], 401: e[401], 404: e[404], 409: e[409] },
});
const calendarRoute = createRoute({
  method: 'get',
  path: '/api/calls/{id}/calendar.ics',
  tags,
  summary: 'A call as an iCalendar file',
  ...signedIn,
  request: { params: zId },
  responses: { 200: { description: 'An iCalendar file', content: { 'text/calendar': { schema: z.string() } } }, 400: e[400], 401: e[401], 404: e[404] },
});

export function availabilityRoutes(db: Database) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ slots: await listAvailability(db, c.get('actor'), c.get('tenant'), c.req.valid('query')) }, 200))
    .openapi(addRoute, async (c) => c.json(await addAvailability(db, c.get('actor'), c.get('tenant'), c.req.valid('json')), 201))
    .openapi(openRoute, async (c) => c.json({ slots: await listOpenAvailability(db, c.get('actor'), c.get('tenant')) }, 200))
    .openapi(removeRoute, async (c) => {
      await removeAvailability(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(bookRoute, async (c) => {
      const body = c.req.valid('json') ?? {};
      return c.json(await bookCall(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, body, c.get('portalUrl')), 201);
    })
    .openapi(callsRoute, async (c) => c.json({ calls: await listCalls(db, c.get('actor'), c.get('tenant')) }, 200))
    .openapi(cancelRoute, async (c) => {
      await cancelCall(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.get('portalUrl'));
      return c.body(null, 204);
    })
    .openapi(calendarRoute, async (c) => {
      const body = await getCallCalendar(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id);
      return c.body(body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'attachment; filename="call.ics"',
        'X-Content-Type-Options': 'nosniff',
      });
    });
}
