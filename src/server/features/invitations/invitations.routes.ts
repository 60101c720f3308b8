import { createRoute } from '@hono/zod-openapi';
import { zAcceptInvitation, zInvitationAccepted, zInvitationDetails, zInvitationToken } from '../../../shared/schemas/invitations';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, PUBLIC, zErrorBody } from '../../lib/openapi';
import { acceptInvitation, getInvitation } from './invitations.service';

const gone = jsonContent(zErrorBody, 'The link was used already, or has expired');

const getRoute = createRoute({
  method: 'get',
  path: '/api/invitations/{token}',
  tags: ['Invitations'],
  summary: 'Public: whom an invitation link is for (the set-password page greets them)',
  security: PUBLIC,
  request: { params: zInvitationToken },
  responses: { 200: jsonContent(zInvitationDetails, 'The invited person and the company'), 400: errorResponses[400], 404: errorResponses[404], 410: gone },
});

const acceptRoute = createRoute({
  method: 'post',
  path: '/api/invitations/{token}/accept',
  tags: ['Invitations'],
  summary: 'Public: choose a password with a one-time invitation link; the link then stops working',
  security: PUBLIC,
  request: { params: zInvitationToken, body: { content: { 'application/json': { schema: zAcceptInvitation } }, required: true } },
  responses: { 200: jsonContent(zInvitationAccepted, 'The email address to sign in with'), 400: errorResponses[400], 404: errorResponses[404], 410: gone },
});

export function invitationRoutes(db: Database) {
  return createRouter()
    .openapi(getRoute, async (c) => c.json(await getInvitation(db, c.get('tenant'), c.req.valid('param').token), 200))
    .openapi(acceptRoute, async (c) => c.json(await acceptInvitation(db, c.get('tenant'), c.req.valid('param').token, c.req.valid('json')), 200));
}
