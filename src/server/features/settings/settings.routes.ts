import { createRoute } from '@hono/zod-openapi';
import { zCompanySettings, zCompanySettingsInput } from '../../../shared/schemas/settings';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import type { FileDeps } from '../files/files.service';
import { logoRoutes } from './logo.routes';
import { getSettings, updateSettings } from './settings.service';

const tags = ['Settings'];

const getRoute = createRoute({
  method: 'get',
  path: '/api/settings',
  tags,
  summary: "Staff: the company's name, brand, logo, email sender name and production capacity",
  ...signedIn,
  responses: { 200: jsonContent(zCompanySettings, 'The settings'), 401: errorResponses[401], 403: errorResponses[403] },
});

const putRoute = createRoute({
  method: 'put',
  path: '/api/settings',
  tags,
  summary: "Admin: change the company's settings (all of them at once)",
  ...signedIn,
  request: { body: { content: { 'application/json': { schema: zCompanySettingsInput } }, required: true } },
  responses: { 200: jsonContent(zCompanySettings, 'The saved settings'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403] },
});

export function settingsRoutes(db: Database, files: FileDeps) {
  return createRouter()
    .openapi(getRoute, (c) => c.json(getSettings(c.get('actor'), c.get('tenant'), files.uploadMaxBytes), 200))
    .openapi(putRoute, async (c) => c.json(await updateSettings(db, c.get('actor'), c.get('tenant'), c.req.valid('json'), files.uploadMaxBytes), 200))
    .route('/', logoRoutes(db, files));
}
