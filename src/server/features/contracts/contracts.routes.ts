import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { zContract, zContractListQuery, zContractPage, zContractVerification, zCreateContract, zSignContract, zSigningKeys } from '../../../shared/schemas/contracts';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../auth/middleware';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { idempotentRequest, zIdempotencyHeaders } from '../../lib/idempotency';
import { createRouter, errorResponses, jsonContent, PUBLIC, signedIn } from '../../lib/openapi';
import { pdfResponse } from '../../lib/pdf';
import type { RequestMeta } from './contract-audit';
import { renderContractPdf } from './contract-pdf';
import { publicSigningKeys } from './contract-seal';
import { contractWithEvents, createContract, getContract, listVisibleContracts, recordContractView, requestWorkStart, signContract, verifyContract, voidContract } from './contracts.service';

const zParams = z.object({ id: z.uuid('Not a contract id') });
const zConflict = jsonContent(z.object({ error: z.object({ code: z.string(), message: z.string() }) }), 'Not allowed in its current state');
const stateResponses = { 200: jsonContent(zContract, 'The contract'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404], 409: zConflict, 422: errorResponses[422] };

const listRoute = createRoute({ method: 'get', path: '/api/contracts', tags: ['Contracts'], summary: 'Contracts: a customer’s own, or all of the company’s for staff (newest first, a page at a time)', ...signedIn, request: { query: zContractListQuery }, responses: { 200: jsonContent(zContractPage, 'A page of contracts and the cursor of the next, if any'), 400: errorResponses[400], 401: errorResponses[401] } });
const createRouteDef = createRoute({ method: 'post', path: '/api/contracts', tags: ['Contracts'], summary: 'Staff: create a contract for a customer’s project', ...signedIn, request: { body: { content: { 'application/json': { schema: zCreateContract } }, required: true } }, responses: { 201: jsonContent(zContract, 'Created'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403] } });
const getRoute = createRoute({ method: 'get', path: '/api/contracts/{id}', tags: ['Contracts'], summary: 'A contract (reading it records nothing: see POST /api/contracts/{id}/viewed)', ...signedIn, request: { params: zParams }, responses: { 200: jsonContent(zContract, 'The contract'), 400: errorResponses[400], 401: errorResponses[401], 404: errorResponses[404] } });
const viewedRoute = createRoute({ method: 'post', path: '/api/contracts/{id}/viewed', tags: ['Contracts'], summary: 'Customer: the contract is on screen; their first view goes into the audit trail (later calls, and staff’s, record nothing)', ...signedIn, request: { params: zParams }, responses: { 204: { description: 'Recorded, or already recorded' }, 400: errorResponses[400], 401: errorResponses[401], 404: errorResponses[404] } });
const signRoute = createRoute({ method: 'post', path: '/api/contracts/{id}/sign', tags: ['Contracts'], summary: 'Customer: sign, having ticked the agreement', ...signedIn, request: { params: zParams, headers: zIdempotencyHeaders, body: { content: { 'application/json': { schema: zSignContract } }, required: true } }, responses: stateResponses });
const voidRoute = createRoute({ method: 'post', path: '/api/contracts/{id}/void', tags: ['Contracts'], summary: 'Staff: void an unsigned contract', ...signedIn, request: { params: zParams, headers: zIdempotencyHeaders }, responses: stateResponses });
const workStartRoute = createRoute({ method: 'post', path: '/api/contracts/{id}/work-start-request', tags: ['Contracts'], summary: 'Customer: ask for work to start within the 14-day cancellation period', ...signedIn, request: { params: zParams }, responses: stateResponses });
const pdfRoute = createRoute({ method: 'get', path: '/api/contracts/{id}/pdf', tags: ['Contracts'], summary: 'The contract as PDF, with its signing certificate once signed', ...signedIn, request: { params: zParams }, responses: { 200: { content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'PDF' }, 401: errorResponses[401], 404: errorResponses[404] } });
const verifyRoute = createRoute({ method: 'get', path: '/api/contracts/{id}/verify', tags: ['Contracts'], summary: 'Re-hash the signed content and check it and the contract against the audit chain and its seal', ...signedIn, request: { params: zParams }, responses: { 200: jsonContent(zContractVerification, 'Verification'), 401: errorResponses[401], 404: errorResponses[404] } });
const signingKeysRoute = createRoute({ method: 'get', path: '/api/signing-keys', tags: ['Contracts'], summary: 'The public Ed25519 keys a contract’s seal is checked with (the current key and those kept from before a rotation)', security: PUBLIC, responses: { 200: jsonContent(zSigningKeys, 'Public keys'), 404: errorResponses[404] } });

export function contractRoutes(db: Database, config: AppConfig) {
  const meta = (c: Context<AppEnv>): RequestMeta => ({ ip: clientIp(c, config), userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null, portalUrl: c.get('portalUrl') });
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listVisibleContracts(db, c.get('actor'), c.get('tenant'), c.req.valid('query')), 200))
    .openapi(createRouteDef, async (c) => c.json(await createContract(db, c.get('actor'), c.get('tenant'), c.req.valid('json'), meta(c)), 201))
    .openapi(getRoute, async (c) => c.json(await getContract(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id), 200))
    .openapi(viewedRoute, async (c) => {
      await recordContractView(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, meta(c));
      return c.body(null, 204);
    })
    .openapi(signRoute, async (c) => c.json(await signContract(db, config.signing, c.get('actor'), c.get('tenant'), c.req.valid('param').id, meta(c), await idempotentRequest(c)), 200))
    .openapi(voidRoute, async (c) => c.json(await voidContract(db, config.signing, c.get('actor'), c.get('tenant'), c.req.valid('param').id, meta(c), await idempotentRequest(c)), 200))
    .openapi(workStartRoute, async (c) => c.json(await requestWorkStart(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, meta(c)), 200))
    .openapi(verifyRoute, async (c) => c.json(await verifyContract(db, config.signing, c.get('actor'), c.get('tenant'), c.req.valid('param').id), 200))
    .openapi(pdfRoute, async (c) => {
      const { contract, row, events } = await contractWithEvents(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id);
      const pdf = await renderContractPdf(c.get('tenant').name, contract, row, events, { trusted: config.signing.trusted, keysUrl: `${c.get('portalUrl')}/api/signing-keys` });
      return pdfResponse(c, `contract-${contract.id.slice(0, 8)}.pdf`, pdf);
    })
    .openapi(signingKeysRoute, (c) => c.json(publicSigningKeys(config.signing), 200));
}
