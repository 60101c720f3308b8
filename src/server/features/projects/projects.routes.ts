import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { zProject } from '../../../shared/schemas/projects';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { getProject } from './projects.service';

const zProjectParams = z.object({ id: z.string().min(1).max(64) });

const getProjectRoute = createRoute({
  method: 'get',
  path: '/api/projects/{id}',
  tags: ['Projects'],
  summary: 'A project the caller may see',
  ...signedIn,
  request: { params: zProjectParams },
  responses: {
    200: jsonContent(zProject, 'The project'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

export function projectRoutes(db: Database) {
  return createRouter().openapi(getProjectRoute, async (c) =>
    c.json(await getProject(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id), 200),
  );
}
