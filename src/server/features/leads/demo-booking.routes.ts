import { createRoute } from '@hono/zod-openapi';
import { zOpenSlotList } from '../../../shared/schemas/availability';
import { zDemoBooked, zDemoBookingInput } from '../../../shared/schemas/leads';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, PUBLIC } from '../../lib/openapi';
import { rateLimited, visitorOf } from './lead-intake';
import { bookDemo, listDemoSlots } from './demo-booking.service';

const tags = ['Demo booking'];
const e = errorResponses;

const slotsRoute = createRoute({
  method: 'get',
  path: '/api/demo/slots',
  tags,
  summary: "Public: the team's free times for a demo in the next four weeks, soonest first (times and a first name only)",
  security: PUBLIC,
  responses: { 200: jsonContent(zOpenSlotList, 'Free times') },
});
const bookRoute = createRoute({
  method: 'post',
  path: '/api/demo/book',
  tags,
  summary: 'Public: book a free time for a demo, or ask for one on a day that suits; the visitor and staff are emailed',
  security: PUBLIC,
  request: { body: { content: { 'application/json': { schema: zDemoBookingInput } }, required: true } },
  responses: { 201: jsonContent(zDemoBooked, 'Booked, or asked for'), 400: e[400], 404: e[404], 409: e[409], ...rateLimited },
});

export function demoBookingRoutes(db: Database, config: AppConfig) {
  return createRouter()
    .openapi(slotsRoute, async (c) => c.json({ slots: await listDemoSlots(db, c.get('tenant')) }, 200))
    .openapi(bookRoute, async (c) => c.json(await bookDemo(db, c.get('tenant'), c.req.valid('json'), visitorOf(c, config)), 201));
}
