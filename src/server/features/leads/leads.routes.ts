import { createRoute, z } from '@hono/zod-openapi';
import { zLead, zLeadConverted, zLeadInput, zLeadPage, zLeadReceived, zLeadSearch, zLeadStatusUpdate } from '../../../shared/schemas/leads';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, PUBLIC, signedIn } from '../../lib/openapi';
import { demoBookingRoutes } from './demo-booking.routes';
import { convertLead } from './lead-conversion.service';
import { rateLimited, visitorOf } from './lead-intake';
import { listLeadPage, submitLead, updateLeadStatus } from './leads.service';

const tags = ['Leads'];
const e = errorResponses;
const zId = z.object({ id: z.uuid('Not a valid lead id') });

const submitRoute = createRoute({
  method: 'post',
  path: '/api/leads',
  tags,
  summary: 'Public: the contact form, a quote request from the configurator, or a demo asked for on a day',
  security: PUBLIC,
  request: { body: { content: { 'application/json': { schema: zLeadInput } }, required: true } },
  responses: { 201: jsonContent(zLeadReceived, 'Received; the person and the staff are emailed'), 400: e[400], ...rateLimited },
});
const listRoute = createRoute({
  method: 'get',
  path: '/api/leads',
  tags,
  summary: "Staff: the company's leads, newest first, 20 a page, by status and source",
  ...signedIn,
  request: { query: zLeadSearch },
  responses: { 200: jsonContent(zLeadPage, 'One page of leads'), 400: e[400], 401: e[401], 403: e[403] },
});
const statusRoute = createRoute({
  method: 'patch',
  path: '/api/leads/{id}',
  tags,
  summary: 'Staff: mark a lead contacted, or new again',
  ...signedIn,
  request: { params: zId, body: { content: { 'application/json': { schema: zLeadStatusUpdate } }, required: true } },
  responses: { 200: jsonContent(zLead, 'The lead'), 400: e[400], 401: e[401], 403: e[403], 404: e[404], 409: e[409] },
});
const convertRoute = createRoute({
  method: 'post',
  path: '/api/leads/{id}/convert',
  tags,
  summary: 'Staff: make the lead a customer with a project (from their design, if any) and email them an invitation',
  ...signedIn,
  request: { params: zId },
  responses: { 201: jsonContent(zLeadConverted, 'The customer made'), 400: e[400], 401: e[401], 403: e[403], 404: e[404], 409: e[409] },
});

/** Leads from the public forms, the staff's Leads list, and (mounted here) the demo booking. */
export function leadRoutes(db: Database, config: AppConfig) {
  return createRouter()
    .openapi(submitRoute, async (c) => c.json(await submitLead(db, c.get('tenant'), c.req.valid('json'), visitorOf(c, config)), 201))
    .openapi(listRoute, async (c) => c.json(await listLeadPage(db, c.get('actor'), c.get('tenant'), c.req.valid('query')), 200))
    .openapi(statusRoute, async (c) => c.json(await updateLeadStatus(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200))
    .openapi(convertRoute, async (c) => c.json(await convertLead(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.get('portalUrl')), 201))
    .route('/', demoBookingRoutes(db, config));
}
