import { createRoute } from '@hono/zod-openapi';
import { zProductionStatus, zStaffDashboardStats } from '../../../shared/schemas/staff-dashboard';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { getDashboardStats, getProductionStatus } from './staff-dashboard.service';

const tags = ['Staff dashboard'];

const statsRoute = createRoute({
  method: 'get',
  path: '/api/staff/dashboard',
  tags,
  summary: 'Staff: the stat cards (active projects, pending installations and tasks, new leads, tickets)',
  ...signedIn,
  responses: { 200: jsonContent(zStaffDashboardStats, 'Counts'), 401: errorResponses[401], 403: errorResponses[403] },
});
const productionRoute = createRoute({
  method: 'get',
  path: '/api/staff/production',
  tags,
  summary: 'Staff: Production Status (builds in the workshop against its capacity, and complete)',
  ...signedIn,
  responses: { 200: jsonContent(zProductionStatus, 'Production status'), 401: errorResponses[401], 403: errorResponses[403] },
});

export function staffDashboardRoutes(db: Database) {
  return createRouter()
    .openapi(statsRoute, async (c) => c.json(await getDashboardStats(db, c.get('actor'), c.get('tenant')), 200))
    .openapi(productionRoute, async (c) => c.json(await getProductionStatus(db, c.get('actor'), c.get('tenant')), 200));
}
