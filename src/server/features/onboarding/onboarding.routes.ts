import { createRoute } from '@hono/zod-openapi';
import { zConfirmDetails, zOnboardingOverview, zOnboardingProject, zOnboardingState } from '../../../shared/schemas/onboarding';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { confirmDetails, confirmProject, getOnboardingOverview, getOnboardingState } from './onboarding.service';

const stateRoute = createRoute({
  method: 'get',
  path: '/api/onboarding',
  tags: ['Onboarding'],
  summary: "The signed-in person's onboarding: their details, their project and which steps are done",
  ...signedIn,
  responses: { 200: jsonContent(zOnboardingState, 'Details and steps'), 401: errorResponses[401] },
});

const detailsRoute = createRoute({
  method: 'patch',
  path: '/api/me/details',
  tags: ['Onboarding'],
  summary: 'Confirm your name and phone number (onboarding step 1)',
  ...signedIn,
  request: { body: { content: { 'application/json': { schema: zConfirmDetails } }, required: true } },
  responses: { 200: jsonContent(zOnboardingState, 'The onboarding state after the change'), 400: errorResponses[400], 401: errorResponses[401] },
});

const projectRoute = createRoute({
  method: 'patch',
  path: '/api/onboarding/project',
  tags: ['Onboarding'],
  summary: 'Customer: confirm the site address, the building and how to reach the site (onboarding step 2); once confirmed, only staff change the address or building (409)',
  ...signedIn,
  request: { body: { content: { 'application/json': { schema: zOnboardingProject } }, required: true } },
  responses: {
    200: jsonContent(zOnboardingState, 'The onboarding state after the change'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

const overviewRoute = createRoute({
  method: 'get',
  path: '/api/onboarding/customers',
  tags: ['Onboarding'],
  summary: 'Staff: the newest customers and which onboarding steps each has done',
  ...signedIn,
  responses: { 200: jsonContent(zOnboardingOverview, 'Customers, newest first'), 401: errorResponses[401], 403: errorResponses[403] },
});

export function onboardingRoutes(db: Database) {
  return createRouter()
    .openapi(stateRoute, async (c) => c.json(await getOnboardingState(db, c.get('actor'), c.get('tenant')), 200))
    .openapi(detailsRoute, async (c) => c.json(await confirmDetails(db, c.get('actor'), c.get('tenant'), c.req.valid('json')), 200))
    .openapi(projectRoute, async (c) => c.json(await confirmProject(db, c.get('actor'), c.get('tenant'), c.req.valid('json')), 200))
    .openapi(overviewRoute, async (c) => c.json(await getOnboardingOverview(db, c.get('actor'), c.get('tenant')), 200));
}
