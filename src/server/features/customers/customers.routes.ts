import { createRoute } from '@hono/zod-openapi';
import { zCustomerList, zCustomerSearch } from '../../../shared/schemas/customers';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { listCustomers } from './customers.service';

const listRoute = createRoute({
  method: 'get',
  path: '/api/customers',
  tags: ['Customers'],
  summary: "Staff: the company's customers by name (at most 50), with `q` matching part of a name or email",
  ...signedIn,
  request: { query: zCustomerSearch },
  responses: { 200: jsonContent(zCustomerList, 'Customers and their first project'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403] },
});

export function customerRoutes(db: Database) {
  return createRouter().openapi(listRoute, async (c) => c.json({ customers: await listCustomers(db, c.get('actor'), c.get('tenant'), c.req.valid('query')) }, 200));
}
