import { createRoute, z } from '@hono/zod-openapi';
import { zOutboxEmailParams, zOutboxList, zOutboxResent } from '../../../shared/schemas/outbox';
import type { Auth } from '../../auth/auth';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { listOutbox, resendOutboxEmail } from './outbox.service';
import { previewHeaders, previewOutboxEmail } from './outbox-preview';

const listRoute = createRoute({
  method: 'get',
  path: '/api/outbox',
  tags: ['Email'],
  summary: 'Admins: the emails the company has sent or queued, newest first (one-time links hidden)',
  ...signedIn,
  request: { query: z.object({ limit: z.coerce.number().int().min(1).max(500).optional() }) },
  responses: { 200: jsonContent(zOutboxList, 'Emails'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403] },
});

const resendRoute = createRoute({
  method: 'post',
  path: '/api/outbox/{id}/resend',
  tags: ['Email'],
  summary: 'Admins: email the person of an invitation or password reset a new link (an earlier invitation link stops working)',
  ...signedIn,
  request: { params: zOutboxEmailParams },
  responses: {
    201: jsonContent(zOutboxResent, 'The new email is queued'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

const previewRoute = createRoute({
  method: 'get',
  path: '/api/outbox/{id}/preview',
  tags: ['Email'],
  summary: "Admins: an email's HTML part as its recipient got it, one-time links hidden, for a sandboxed frame",
  description: 'Its own Content-Security-Policy runs nothing (no scripts, a sandbox) and lets only the app frame it.',
  ...signedIn,
  request: { params: zOutboxEmailParams },
  responses: {
    200: { content: { 'text/html': { schema: z.string() } }, description: 'The HTML part' },
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

export function outboxRoutes(db: Database, auth: Auth, config: Pick<AppConfig, 'demoMode'>) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ emails: await listOutbox(db, c.get('actor'), c.get('tenant'), c.req.valid('query').limit) }, 200))
    .openapi(previewRoute, async (c) => {
      const html = await previewOutboxEmail(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.get('portalUrl'));
      return c.body(html, 200, previewHeaders(c.get('portalUrl')));
    })
    .openapi(resendRoute, async (c) =>
      c.json(await resendOutboxEmail(db, auth, c.get('actor'), c.get('tenant'), c.req.valid('param').id, { portalUrl: c.get('portalUrl'), demoMode: config.demoMode }), 201),
    );
}
