import { createRoute, z } from '@hono/zod-openapi';
import { zNewScheduleItem, zUpdateScheduleItem } from '../../../shared/schemas/payment-schedule';
import { zPaymentItem } from '../../../shared/schemas/payments';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { addScheduleItem, deleteScheduleItem, updateScheduleItem } from './payment-schedule.service';

const zItemParams = z.object({ id: z.uuid('Not a payment id') });

const addRoute = createRoute({
  method: 'post',
  path: '/api/projects/{id}/payment-items',
  tags: ['Payments'],
  summary: "Staff: add an item to a project's payment schedule (amount in pounds)",
  ...signedIn,
  request: { params: z.object({ id: z.string().min(1).max(64) }), body: { content: { 'application/json': { schema: zNewScheduleItem } }, required: true } },
  responses: { 201: jsonContent(zPaymentItem, 'The new item'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/api/payment-items/{id}',
  tags: ['Payments'],
  summary: 'Staff: change a pending item (not one paid or awaiting verification)',
  ...signedIn,
  request: { params: zItemParams, body: { content: { 'application/json': { schema: zUpdateScheduleItem } }, required: true } },
  responses: { 200: jsonContent(zPaymentItem, 'The item'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404], 409: errorResponses[409] },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/payment-items/{id}',
  tags: ['Payments'],
  summary: 'Staff: delete a pending item (not one paid or awaiting verification)',
  ...signedIn,
  request: { params: zItemParams },
  responses: { 204: { description: 'Deleted' }, 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404], 409: errorResponses[409] },
});

/** The staff editor for a project's payment schedule; registered by payments.routes.ts. */
export function paymentScheduleRoutes(db: Database) {
  return createRouter()
    .openapi(addRoute, async (c) => c.json(await addScheduleItem(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 201))
    .openapi(updateRoute, async (c) => c.json(await updateScheduleItem(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200))
    .openapi(deleteRoute, async (c) => {
      await deleteScheduleItem(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
