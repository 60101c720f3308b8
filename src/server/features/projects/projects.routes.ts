import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { zProject, zProjectDetail } from '../../../shared/schemas/projects';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { zCreateDelayNotice, zDelayNotice } from '../../../shared/schemas/delay-notices';
import { zDesignDecision, zDesignDecisionRecord } from '../../../shared/schemas/design-approval';
import { postDelayNotice } from './delay-notice.service';
import { decideDesign, listDesignDecisions } from './design-approval.service';
import { installDateCalendar } from './project-calendar';
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
    200: jsonContent(zProjectDetail, 'The project with its milestones'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const designApprovalRoute = createRoute({
  method: 'post',
  path: '/api/projects/{id}/design-approval',
  tags: ['Projects'],
  summary: 'Customer: approve the design (moves to the next stage) or request changes',
  ...signedIn,
  request: { params: zProjectParams, body: { content: { 'application/json': { schema: zDesignDecision } }, required: true } },
  responses: {
    200: jsonContent(zProject, 'The project after the decision'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

const designDecisionsRoute = createRoute({
  method: 'get',
  path: '/api/projects/{id}/design-approval',
  tags: ['Projects'],
  summary: "The customer's design approvals and change requests, newest first",
  ...signedIn,
  request: { params: zProjectParams },
  responses: {
    200: jsonContent(z.object({ decisions: z.array(zDesignDecisionRecord) }), 'Decisions'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const delayNoticeRoute = createRoute({
  method: 'post',
  path: '/api/projects/{id}/delay-notice',
  tags: ['Projects'],
  summary: 'Staff: move the install date and tell the customer why (dashboard and email)',
  ...signedIn,
  request: { params: zProjectParams, body: { content: { 'application/json': { schema: zCreateDelayNotice } }, required: true } },
  responses: {
    201: jsonContent(zDelayNotice, 'The notice'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

const calendarRoute = createRoute({
  method: 'get',
  path: '/api/projects/{id}/calendar.ics',
  tags: ['Projects'],
  summary: 'The install date as an iCalendar file (Add to Calendar)',
  ...signedIn,
  request: { params: zProjectParams },
  responses: {
    200: { description: 'An iCalendar file', content: { 'text/calendar': { schema: z.string() } } },
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

export function projectRoutes(db: Database) {
  return createRouter().openapi(calendarRoute, async (c) => {
    const body = await installDateCalendar(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id);
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="installation.ics"',
      'X-Content-Type-Options': 'nosniff',
    });
  }).openapi(getProjectRoute, async (c) =>
    c.json(await getProject(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id), 200),
  ).openapi(designApprovalRoute, async (c) =>
    c.json(await decideDesign(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
  ).openapi(designDecisionsRoute, async (c) =>
    c.json({ decisions: await listDesignDecisions(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id) }, 200),
  ).openapi(delayNoticeRoute, async (c) =>
    c.json(await postDelayNotice(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), c.get('portalUrl')), 201),
  );
}
