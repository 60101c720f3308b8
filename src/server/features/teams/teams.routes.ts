import { createRoute, z } from '@hono/zod-openapi';
import { zTeam, zTeamInput, zTeamList } from '../../../shared/schemas/teams';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { addTeam, listTeams, removeTeam, updateTeam } from './teams.service';

const tags = ['Teams'];
const zTeamParams = z.object({ id: z.uuid('Not a team id') });
const body = { content: { 'application/json': { schema: zTeamInput } }, required: true };

const listRoute = createRoute({
  method: 'get',
  path: '/api/teams',
  tags,
  summary: "Staff: the company's installation and survey teams",
  ...signedIn,
  responses: { 200: jsonContent(zTeamList, 'Teams by name'), 401: errorResponses[401], 403: errorResponses[403] },
});
const addRoute = createRoute({
  method: 'post',
  path: '/api/teams',
  tags,
  summary: 'Admin: add a team',
  ...signedIn,
  request: { body },
  responses: { 201: jsonContent(zTeam, 'The team'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 409: errorResponses[409] },
});
const updateRoute = createRoute({
  method: 'patch',
  path: '/api/teams/{id}',
  tags,
  summary: 'Admin: rename a team',
  ...signedIn,
  request: { params: zTeamParams, body },
  responses: { 200: jsonContent(zTeam, 'The team'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404], 409: errorResponses[409] },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/teams/{id}',
  tags,
  summary: 'Admin: remove a team (its bookings keep their dates)',
  ...signedIn,
  request: { params: zTeamParams },
  responses: { 204: { description: 'Removed' }, 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
});

export function teamRoutes(db: Database) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ teams: await listTeams(db, c.get('actor'), c.get('tenant')) }, 200))
    .openapi(addRoute, async (c) => c.json(await addTeam(db, c.get('actor'), c.get('tenant'), c.req.valid('json')), 201))
    .openapi(updateRoute, async (c) => c.json(await updateTeam(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200))
    .openapi(deleteRoute, async (c) => {
      await removeTeam(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
