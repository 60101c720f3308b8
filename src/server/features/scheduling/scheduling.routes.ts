import { createRoute, z } from '@hono/zod-openapi';
import { zConflictList, zConflictQuery, zDateRange, zSchedule, zSiteVisitInput, zSiteVisitList, zSiteVisitResult, zSiteVisitUpdate } from '../../../shared/schemas/scheduling';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { getSchedule, getTeamConflicts } from './schedule.service';
import { changeVisit, createVisit, listVisits, removeVisit } from './site-visits.service';

const tags = ['Scheduling'];
const zId = z.object({ id: z.uuid('Not a visit id') });
const e = errorResponses;
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

const scheduleRoute = createRoute({
  method: 'get',
  path: '/api/schedule',
  tags,
  summary: 'Staff: installations, surveys, deliveries and booked calls between two London days',
  ...signedIn,
  request: { query: zDateRange },
  responses: { 200: jsonContent(zSchedule, 'Events by day'), 400: e[400], 401: e[401], 403: e[403] },
});
const conflictsRoute = createRoute({
  method: 'get',
  path: '/api/schedule/conflicts',
  tags,
  summary: "Staff: what a team already has on a day (a warning before saving; the booking being edited is left out)",
  ...signedIn,
  request: { query: zConflictQuery },
  responses: { 200: jsonContent(zConflictList, "The team's bookings that day"), 400: e[400], 401: e[401], 403: e[403] },
});
const listRoute = createRoute({
  method: 'get',
  path: '/api/site-visits',
  tags,
  summary: 'Staff: surveys and deliveries between two days',
  ...signedIn,
  request: { query: zDateRange },
  responses: { 200: jsonContent(zSiteVisitList, 'Visits by day'), 400: e[400], 401: e[401], 403: e[403] },
});
const createVisitRoute = createRoute({
  method: 'post',
  path: '/api/site-visits',
  tags,
  summary: "Staff: book a survey or delivery; the team's other bookings that day come back as conflicts",
  ...signedIn,
  request: { body: json(zSiteVisitInput) },
  responses: { 201: jsonContent(zSiteVisitResult, 'The visit and its conflicts'), 400: e[400], 401: e[401], 403: e[403] },
});
const updateRoute = createRoute({
  method: 'patch',
  path: '/api/site-visits/{id}',
  tags,
  summary: 'Staff: change a visit',
  ...signedIn,
  request: { params: zId, body: json(zSiteVisitUpdate) },
  responses: { 200: jsonContent(zSiteVisitResult, 'The visit and its conflicts'), 400: e[400], 401: e[401], 403: e[403], 404: e[404] },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/site-visits/{id}',
  tags,
  summary: 'Staff: remove a visit',
  ...signedIn,
  request: { params: zId },
  responses: { 204: { description: 'Removed' }, 400: e[400], 401: e[401], 403: e[403], 404: e[404] },
});

export function schedulingRoutes(db: Database) {
  return createRouter()
    .openapi(scheduleRoute, async (c) => c.json({ events: await getSchedule(db, c.get('actor'), c.get('tenant'), c.req.valid('query')) }, 200))
    .openapi(conflictsRoute, async (c) => c.json({ conflicts: await getTeamConflicts(db, c.get('actor'), c.get('tenant'), c.req.valid('query')) }, 200))
    .openapi(listRoute, async (c) => c.json({ visits: await listVisits(db, c.get('actor'), c.get('tenant'), c.req.valid('query')) }, 200))
    .openapi(createVisitRoute, async (c) => c.json(await createVisit(db, c.get('actor'), c.get('tenant'), c.req.valid('json')), 201))
    .openapi(updateRoute, async (c) => c.json(await changeVisit(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200))
    .openapi(deleteRoute, async (c) => {
      await removeVisit(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
