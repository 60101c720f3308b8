import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { zApproveVariation, zCreateVariation, zDeclineVariation, zVariation, zVariationList } from '../../../shared/schemas/variations';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../auth/middleware';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { idempotentRequest, zIdempotencyHeaders } from '../../lib/idempotency';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { pdfResponse } from '../../lib/pdf';
import type { FileDeps } from '../files/files.service';
import { uploadSourceOf } from '../../lib/uploads/upload-source';
import { MAX_VARIATION_ATTACHMENTS } from '../../../shared/constants/variations';
import { addVariationAttachments } from './variation-attachments';
import { renderVariationPdf } from './variation-pdf';
import { approveVariation, declineVariation, listVariations, proposeVariation, variationWithEvents, withdrawVariation, type VariationMeta } from './variations.service';

const zProjectParams = z.object({ id: z.string().min(1).max(64) });
const zParams = z.object({ id: z.uuid('Not a variation id') });
const zConflict = jsonContent(z.object({ error: z.object({ code: z.string(), message: z.string() }) }), 'Already answered, or not allowed in its current state');
const answerResponses = { 200: jsonContent(zVariation, 'The variation'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404], 409: zConflict, 422: errorResponses[422] };

const listRoute = createRoute({ method: 'get', path: '/api/projects/{id}/variations', tags: ['Variations'], summary: 'A project’s variations (change orders), newest first: its customer’s own, or any for staff', ...signedIn, request: { params: zProjectParams }, responses: { 200: jsonContent(zVariationList, 'The variations'), 401: errorResponses[401], 404: errorResponses[404] } });
const createRouteDef = createRoute({ method: 'post', path: '/api/projects/{id}/variations', tags: ['Variations'], summary: 'Staff: propose a variation; the customer is emailed that it awaits their approval', ...signedIn, request: { params: zProjectParams, body: { content: { 'application/json': { schema: zCreateVariation } }, required: true } }, responses: { 201: jsonContent(zVariation, 'Proposed'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404], 409: zConflict } });
const approveRoute = createRoute({ method: 'post', path: '/api/variations/{id}/approve', tags: ['Variations'], summary: 'Customer: approve, typing their full name and ticking the agreement (sealed in the audit trail; the schedule and install date follow)', ...signedIn, request: { params: zParams, headers: zIdempotencyHeaders, body: { content: { 'application/json': { schema: zApproveVariation } }, required: true } }, responses: answerResponses });
const declineRoute = createRoute({ method: 'post', path: '/api/variations/{id}/decline', tags: ['Variations'], summary: 'Customer: decline, with a reason (nothing on the project changes)', ...signedIn, request: { params: zParams, headers: zIdempotencyHeaders, body: { content: { 'application/json': { schema: zDeclineVariation } }, required: true } }, responses: answerResponses });
const withdrawRoute = createRoute({ method: 'post', path: '/api/variations/{id}/withdraw', tags: ['Variations'], summary: 'Staff: withdraw a variation not yet answered (nothing on the project changes)', ...signedIn, request: { params: zParams, headers: zIdempotencyHeaders }, responses: answerResponses });
const pdfRoute = createRoute({ method: 'get', path: '/api/variations/{id}/pdf', tags: ['Variations'], summary: 'The variation as PDF, with its record and sealed audit trail', ...signedIn, request: { params: zParams }, responses: { 200: { content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'PDF' }, 401: errorResponses[401], 404: errorResponses[404] } });

const attachRoute = createRoute({
  method: 'post',
  path: '/api/variations/{id}/attachments',
  tags: ['Variations'],
  summary: `Staff: attach files (PDF, JPEG, PNG or WebP; at most ${MAX_VARIATION_ATTACHMENTS} in all) to a variation awaiting the customer’s answer; their names and hashes join the text the customer agrees to`,
  ...signedIn,
  request: {
    params: zParams,
    body: {
      required: true,
      description: 'Each file in a field named `files`',
      content: { 'multipart/form-data': { schema: { type: 'object' as const, properties: { files: { type: 'array' as const, maxItems: MAX_VARIATION_ATTACHMENTS, items: { type: 'string' as const, format: 'binary' } } } } } },
    },
  },
  responses: { 201: jsonContent(zVariation, 'The variation with its attachments'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404], 409: zConflict, 413: errorResponses[413], 415: errorResponses[415] },
});

export function variationRoutes(db: Database, config: AppConfig, files: FileDeps) {
  const meta = (c: Context<AppEnv>): VariationMeta => ({ ip: clientIp(c, config), userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null, portalUrl: c.get('portalUrl') });
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listVariations(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id), 200))
    .openapi(createRouteDef, async (c) => c.json(await proposeVariation(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), meta(c)), 201))
    .openapi(approveRoute, async (c) =>
      c.json(await approveVariation(db, config.signing, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), meta(c), await idempotentRequest(c)), 200),
    )
    .openapi(declineRoute, async (c) =>
      c.json(await declineVariation(db, config.signing, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), meta(c), await idempotentRequest(c)), 200),
    )
    .openapi(attachRoute, async (c) => c.json(await addVariationAttachments(db, files, c.get('actor'), c.get('tenant'), c.req.valid('param').id, uploadSourceOf(c), meta(c)), 201))
    .openapi(withdrawRoute, async (c) => c.json(await withdrawVariation(db, config.signing, c.get('actor'), c.get('tenant'), c.req.valid('param').id, meta(c), await idempotentRequest(c)), 200))
    .openapi(pdfRoute, async (c) => {
      const { variation, projectName, row, events } = await variationWithEvents(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id);
      const pdf = await renderVariationPdf(c.get('tenant').name, projectName, variation, row, events, config.signing.trusted);
      return pdfResponse(c, `variation-${variation.id.slice(0, 8)}.pdf`, pdf);
    });
}
