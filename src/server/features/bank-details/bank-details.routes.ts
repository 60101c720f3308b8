import { createRoute } from '@hono/zod-openapi';
import { zBankDetails } from '../../../shared/schemas/bank-details';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { getBankDetails, updateBankDetails } from './bank-details.service';

const getRoute = createRoute({
  method: 'get',
  path: '/api/bank-details',
  tags: ['Payments'],
  summary: "The company's account for bank transfers",
  ...signedIn,
  responses: { 200: jsonContent(zBankDetails, 'Bank details'), 401: errorResponses[401], 404: errorResponses[404] },
});

const putRoute = createRoute({
  method: 'put',
  path: '/api/bank-details',
  tags: ['Payments'],
  summary: "Admin: change the company's bank details (recorded)",
  ...signedIn,
  request: { body: { content: { 'application/json': { schema: zBankDetails } }, required: true } },
  responses: {
    200: jsonContent(zBankDetails, 'The saved bank details'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

export function bankDetailsRoutes(db: Database) {
  return createRouter()
    .openapi(getRoute, async (c) => c.json(await getBankDetails(db, c.get('actor'), c.get('tenant')), 200))
    .openapi(putRoute, async (c) =>
      c.json(await updateBankDetails(db, c.get('actor'), c.get('tenant'), c.req.valid('json'), c.get('portalUrl')), 200),
    );
}
