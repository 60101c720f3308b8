import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { zCreateCustomer, zCreatedCustomer, zCustomerPage, zCustomerSearch, zInvitationSent, zProjectDetails, zUpdateProjectDetails } from '../../../shared/schemas/customers';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { createCustomer, listCustomers, resendInvitation } from './customers.service';
import { getProjectDetails, updateProjectDetails } from './project-details.service';

const zCustomerParams = z.object({ id: z.string().min(1).max(64) });
const zProjectParams = z.object({ id: z.string().min(1).max(64) });

const listRoute = createRoute({
  method: 'get',
  path: '/api/customers',
  tags: ['Customers'],
  summary: "Staff: the company's customers by name, 50 a page, with `q` matching part of a name or email",
  ...signedIn,
  request: { query: zCustomerSearch },
  responses: {
    200: jsonContent(zCustomerPage, 'Customers with their first project, balance due, account state and onboarding'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

const createCustomerRoute = createRoute({
  method: 'post',
  path: '/api/customers',
  tags: ['Customers'],
  summary: 'Staff: create a customer with a project, and email them a one-time link to set a password',
  ...signedIn,
  request: { body: { content: { 'application/json': { schema: zCreateCustomer } }, required: true } },
  responses: {
    201: jsonContent(zCreatedCustomer, 'The new customer'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    409: errorResponses[409],
  },
});

const resendRoute = createRoute({
  method: 'post',
  path: '/api/customers/{id}/invitation',
  tags: ['Customers'],
  summary: 'Staff: send a new invitation link; earlier links stop working',
  ...signedIn,
  request: { params: zCustomerParams },
  responses: {
    201: jsonContent(zInvitationSent, 'Where it went and until when it works'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

const getDetailsRoute = createRoute({
  method: 'get',
  path: '/api/projects/{id}/details',
  tags: ['Customers'],
  summary: "Staff: a project's editable details (name, stage, dates, building, site)",
  ...signedIn,
  request: { params: zProjectParams },
  responses: { 200: jsonContent(zProjectDetails, 'The details'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
});

const updateDetailsRoute = createRoute({
  method: 'patch',
  path: '/api/projects/{id}',
  tags: ['Customers'],
  summary: "Staff: change a project's details; a new stage is recorded in the customer's activity",
  ...signedIn,
  request: { params: zProjectParams, body: { content: { 'application/json': { schema: zUpdateProjectDetails } }, required: true } },
  responses: { 200: jsonContent(zProjectDetails, 'The details after the change'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
});

export function customerRoutes(db: Database) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listCustomers(db, c.get('actor'), c.get('tenant'), c.req.valid('query')), 200))
    .openapi(createCustomerRoute, async (c) => c.json(await createCustomer(db, c.get('actor'), c.get('tenant'), c.req.valid('json'), c.get('portalUrl')), 201))
    .openapi(resendRoute, async (c) => c.json(await resendInvitation(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.get('portalUrl')), 201))
    .openapi(getDetailsRoute, async (c) => c.json(await getProjectDetails(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id), 200))
    .openapi(updateDetailsRoute, async (c) => c.json(await updateProjectDetails(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200));
}
