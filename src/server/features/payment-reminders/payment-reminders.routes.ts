import { createRoute, z } from '@hono/zod-openapi';
import { zPaymentReminderSettings, zReminderSent } from '../../../shared/schemas/payment-reminders';
import type { Database } from '../../db/client';
import { idempotentRequest, zIdempotencyHeaders } from '../../lib/idempotency';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { getReminderSettings, sendReminder, updateReminderSettings } from './payment-reminders.service';

const sendRoute = createRoute({
  method: 'post',
  path: '/api/payments/{id}/reminders',
  tags: ['Payments'],
  summary: "Staff: email the customer a reminder of an unpaid item now (\"Send reminder\"); 409 once a transfer is confirmed or it is paid",
  ...signedIn,
  request: { params: z.object({ id: z.uuid('Not a payment id') }), headers: zIdempotencyHeaders },
  responses: {
    200: jsonContent(zReminderSent, 'The reminder queued, and the customer it goes to'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: jsonContent(z.object({ error: z.object({ code: z.string(), message: z.string() }) }), 'Paid, or a transfer is confirmed: nothing to remind of'),
    422: errorResponses[422],
  },
});

const getSettingsRoute = createRoute({
  method: 'get',
  path: '/api/settings/payment-reminders',
  tags: ['Settings'],
  summary: 'Staff: whether customers are reminded of payments, and how many days before the due date the first reminder goes',
  ...signedIn,
  responses: { 200: jsonContent(zPaymentReminderSettings, 'The reminder settings'), 401: errorResponses[401], 403: errorResponses[403] },
});

const putSettingsRoute = createRoute({
  method: 'put',
  path: '/api/settings/payment-reminders',
  tags: ['Settings'],
  summary: 'Admin: turn payment reminders on or off and set the days before the due date (1–30)',
  ...signedIn,
  request: { body: { content: { 'application/json': { schema: zPaymentReminderSettings } }, required: true } },
  responses: {
    200: jsonContent(zPaymentReminderSettings, 'The saved reminder settings'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

export function paymentReminderRoutes(db: Database) {
  return createRouter()
    .openapi(sendRoute, async (c) =>
      c.json(await sendReminder(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.get('portalUrl'), await idempotentRequest(c)), 200),
    )
    .openapi(getSettingsRoute, (c) => c.json(getReminderSettings(c.get('actor'), c.get('tenant')), 200))
    .openapi(putSettingsRoute, async (c) => c.json(await updateReminderSettings(db, c.get('actor'), c.get('tenant'), c.req.valid('json')), 200));
}
