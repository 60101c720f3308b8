import { createRoute } from '@hono/zod-openapi';
import { zCashFlow, zCashFlowQuery, zPipeline } from '../../../shared/schemas/reports';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { cashFlow, pipeline } from './reports.service';

const tags = ['Reports'];

const cashFlowRoute = createRoute({
  method: 'get',
  path: '/api/reports/cash-flow',
  tags,
  summary: 'Staff: expected receipts by week (Monday to Sunday, London) from unpaid items, with overdue and awaiting verification apart',
  ...signedIn,
  request: { query: zCashFlowQuery },
  responses: { 200: jsonContent(zCashFlow, 'Totals in pence'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403] },
});

const pipelineRoute = createRoute({
  method: 'get',
  path: '/api/reports/pipeline',
  tags,
  summary: 'Staff: leads, quote requests and projects by month for twelve months, with conversion rates, and projects by stage',
  ...signedIn,
  responses: { 200: jsonContent(zPipeline, 'Counts'), 401: errorResponses[401], 403: errorResponses[403] },
});

export function reportRoutes(db: Database) {
  return createRouter()
    .openapi(cashFlowRoute, async (c) => c.json(await cashFlow(db, c.get('actor'), c.get('tenant'), c.req.valid('query')), 200))
    .openapi(pipelineRoute, async (c) => c.json(await pipeline(db, c.get('actor'), c.get('tenant')), 200));
}
