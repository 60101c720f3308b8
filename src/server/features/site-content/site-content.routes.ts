import { createRoute } from '@hono/zod-openapi';
import { zSiteContent } from '../../../shared/schemas/site-content';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, PUBLIC, signedIn } from '../../lib/openapi';
import { getSiteContent, updateSiteContent } from './site-content.service';

const tags = ['Site content'];

const getRoute = createRoute({
  method: 'get',
  path: '/api/site-content',
  tags,
  summary: "The public site's content for this company (a default built from its name until an admin writes one)",
  security: PUBLIC,
  responses: { 200: jsonContent(zSiteContent, 'The content every public page reads') },
});

const putRoute = createRoute({
  method: 'put',
  path: '/api/site-content',
  tags,
  summary: "Admin: replace the public site's content (the whole document)",
  ...signedIn,
  request: { body: { content: { 'application/json': { schema: zSiteContent } }, required: true } },
  responses: {
    200: jsonContent(zSiteContent, 'The saved content'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

export function siteContentRoutes(db: Database) {
  return createRouter()
    .openapi(getRoute, async (c) => c.json(await getSiteContent(db, c.get('tenant'), c.get('log')), 200))
    .openapi(putRoute, async (c) => c.json(await updateSiteContent(db, c.get('actor'), c.get('tenant'), c.req.valid('json')), 200));
}
