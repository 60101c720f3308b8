import { createRoute, z } from '@hono/zod-openapi';
import { zInstallationsPage, zInstallationsQuery, zInstallationUpdated, zUpdateInstallation } from '../../../shared/schemas/installations';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { listPendingInstallations, updateInstallation } from './installations.service';

const tags = ['Installations'];

const listRoute = createRoute({
  method: 'get',
  path: '/api/installations',
  tags,
  summary: 'Staff: installations still to do (booked, project not completed), searched, sorted and paged',
  ...signedIn,
  request: { query: zInstallationsQuery },
  responses: { 200: jsonContent(zInstallationsPage, 'One page of installations'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403] },
});
const updateRoute = createRoute({
  method: 'patch',
  path: '/api/installations/{projectId}',
  tags,
  summary: "Staff: change a project's install date, time slot, team, location or status; answers with the team's other bookings that day",
  ...signedIn,
  request: {
    params: z.object({ projectId: z.string().min(1).max(64) }),
    body: { content: { 'application/json': { schema: zUpdateInstallation } }, required: true },
  },
  responses: {
    200: jsonContent(zInstallationUpdated, 'The installation and any clashes for its team that day'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

export function installationRoutes(db: Database) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listPendingInstallations(db, c.get('actor'), c.get('tenant'), c.req.valid('query')), 200))
    .openapi(updateRoute, async (c) =>
      c.json(await updateInstallation(db, c.get('actor'), c.get('tenant'), c.req.valid('param').projectId, c.req.valid('json')), 200),
    );
}
