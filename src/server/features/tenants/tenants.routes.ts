import { createRoute } from '@hono/zod-openapi';
import { zCompanyBranding } from '../../../shared/schemas/company';
import { createRouter, errorResponses, jsonContent, PUBLIC } from '../../lib/openapi';
import { toCompanyBranding } from './tenants.service';

const getCompanyRoute = createRoute({
  method: 'get',
  path: '/api/company',
  tags: ['Company'],
  summary: "The current company's public branding",
  security: PUBLIC,
  responses: {
    200: jsonContent(zCompanyBranding, 'Branding of the company this host belongs to'),
    404: errorResponses[404],
  },
});

export function tenantRoutes() {
  return createRouter().openapi(getCompanyRoute, (c) => c.json(toCompanyBranding(c.get('tenant')), 200));
}
