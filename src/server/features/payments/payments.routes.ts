import { createRoute, z } from '@hono/zod-openapi';
import { zConfirmTransfer, zPaymentHistory, zPaymentItem, zProjectPayments, zRejectPayment, zStaffPaymentsPage, zStaffPaymentsQuery, zVerifyPayment } from '../../../shared/schemas/payments';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Database } from '../../db/client';
import { idempotentRequest, zIdempotencyHeaders } from '../../lib/idempotency';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { pdfResponse } from '../../lib/pdf';
import { zConfirmMatch, zReconciliationColumns, zReconciliationImport } from '../../../shared/schemas/reconciliation';
import { AppError } from '../../../shared/errors';
import { paymentDocument, type PaymentDocumentKind } from './payment-documents.service';
import { paymentScheduleRoutes } from './payment-schedule.routes';
import { paymentExportRoutes } from './payments-export.routes';
import { confirmMatch, importStatement } from './reconciliation.service';
import { confirmTransfer, listPaymentsForStaff, listProjectPayments, markPaymentPaid, paymentHistory, rejectPayment, verifyPayment } from './payments.service';

const zPaymentParams = z.object({ id: z.uuid('Not a payment id') });

const stateChangeResponses = {
  200: jsonContent(zPaymentItem, 'The updated payment item'),
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
  409: jsonContent(z.object({ error: z.object({ code: z.string(), message: z.string() }) }), 'Not allowed from its current status'),
  422: errorResponses[422],
};

const listProjectPaymentsRoute = createRoute({
  method: 'get',
  path: '/api/projects/{id}/payments',
  tags: ['Payments'],
  summary: "A project's payment schedule and summary",
  ...signedIn,
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: { 200: jsonContent(zProjectPayments, 'Items in schedule order and the summary'), 401: errorResponses[401], 404: errorResponses[404] },
});

const listPaymentsRoute = createRoute({
  method: 'get',
  path: '/api/payments',
  tags: ['Payments'],
  summary: "Staff: the company's payment items with customer and project",
  ...signedIn,
  request: { query: zStaffPaymentsQuery },
  responses: {
    200: jsonContent(zStaffPaymentsPage, 'One page of payment items, transfers to verify first'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/api/payments/{id}/history',
  tags: ['Payments'],
  summary: "Staff: a payment's history, newest first: its status changes and the reminders the customer was emailed",
  ...signedIn,
  request: { params: zPaymentParams },
  responses: { 200: jsonContent(zPaymentHistory, 'The history'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
});

/** What every payment action shares: POST, signed in, the state-change answers. */
function actionRoute(path: string, summary: string) {
  return { method: 'post' as const, path, tags: ['Payments'], summary, ...signedIn, responses: stateChangeResponses };
}

function action(path: string, summary: string) {
  return createRoute({ ...actionRoute(path, summary), request: { params: zPaymentParams, headers: zIdempotencyHeaders } });
}

function actionWithBody<T extends z.ZodType>(path: string, summary: string, body: T, required = true) {
  return createRoute({
    ...actionRoute(path, summary),
    request: { params: zPaymentParams, headers: zIdempotencyHeaders, body: { content: { 'application/json': { schema: body } }, required } },
  });
}

const confirmRoute = actionWithBody('/api/payments/{id}/confirm-transfer', 'Customer: confirm a bank transfer', zConfirmTransfer);
const verifyRoute = actionWithBody(
  '/api/payments/{id}/verify',
  'Staff: verify a confirmed transfer (paid); a confirmed amount other than the amount due needs acknowledgedAmount',
  zVerifyPayment,
  false,
);
const rejectRoute = actionWithBody('/api/payments/{id}/reject', 'Staff: reject a confirmed transfer (back to pending)', zRejectPayment);
const markPaidRoute = action('/api/payments/{id}/mark-paid', 'Staff: mark a pending item paid (manual verification)');

function documentRoute(kind: PaymentDocumentKind) {
  return createRoute({
    method: 'get',
    path: `/api/payments/{id}/${kind}`,
    tags: ['Payments'],
    summary: kind === 'receipt' ? 'The PDF receipt of a paid item' : 'The PDF invoice of an item',
    ...signedIn,
    request: { params: zPaymentParams },
    responses: {
      200: { content: { 'application/pdf': { schema: z.any() } }, description: 'PDF' },
      401: errorResponses[401],
      404: errorResponses[404],
      409: jsonContent(z.object({ error: z.object({ code: z.string(), message: z.string() }) }), 'No receipt before the payment is verified'),
    },
  });
}

const MAX_STATEMENT_BYTES = 512 * 1024;

const importStatementRoute = createRoute({
  method: 'post',
  path: '/api/payments/reconciliation/import',
  tags: ['Payments'],
  summary: 'Staff: import a bank statement CSV and get proposed matches (idempotent)',
  ...signedIn,
  request: {
    body: {
      content: { 'multipart/form-data': { schema: zReconciliationColumns.extend({ file: z.custom<File>((v) => v instanceof File, 'Attach the statement as a CSV file').openapi({ type: 'string', format: 'binary' }) }) } },
      required: true,
    },
  },
  responses: {
    200: jsonContent(zReconciliationImport, 'Lines read and added, and proposed matches'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

const confirmMatchRoute = createRoute({
  method: 'post',
  path: '/api/payments/reconciliation/confirm',
  tags: ['Payments'],
  summary: 'Staff: confirm a proposed match; the item is verified with the statement line recorded',
  ...signedIn,
  request: { headers: zIdempotencyHeaders, body: { content: { 'application/json': { schema: zConfirmMatch } }, required: true } },
  responses: stateChangeResponses,
});

export function paymentRoutes(db: Database) {
  return createRouter()
    .openapi(listProjectPaymentsRoute, async (c) =>
      c.json(await listProjectPayments(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id), 200),
    )
    .openapi(importStatementRoute, async (c) => {
      const { file, ...columns } = c.req.valid('form');
      if (file.size > MAX_STATEMENT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'A statement file can be at most 512 KB.');
      const text = await file.text();
      if (!/\.csv$/i.test(file.name) || text.includes('\u0000')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload the statement as a CSV file.');
      const result = await importStatement(db, c.get('actor'), c.get('tenant'), text, {
        date: columns.dateColumn,
        description: columns.descriptionColumn,
        amount: columns.amountColumn,
      });
      return c.json(result, 200);
    })
    .openapi(confirmMatchRoute, async (c) =>
      c.json(await confirmMatch(db, c.get('actor'), c.get('tenant'), c.req.valid('json'), await idempotentRequest(c), c.get('portalUrl')), 200),
    )
    .openapi(listPaymentsRoute, async (c) =>
      c.json(await listPaymentsForStaff(db, c.get('actor'), c.get('tenant'), c.req.valid('query')), 200),
    )
    .openapi(historyRoute, async (c) => c.json(await paymentHistory(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id), 200))
    .openapi(confirmRoute, async (c) => {
      const body = c.req.valid('json');
      return c.json(await confirmTransfer(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, body, await idempotentRequest(c), c.get('portalUrl')), 200);
    })
    .openapi(verifyRoute, async (c) => {
      const body = c.req.valid('json');
      return c.json(await verifyPayment(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, body, await idempotentRequest(c), c.get('portalUrl')), 200);
    })
    .openapi(rejectRoute, async (c) => {
      const body = c.req.valid('json');
      return c.json(await rejectPayment(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, body, await idempotentRequest(c), c.get('portalUrl')), 200);
    })
    .openapi(documentRoute('receipt'), (c) => sendDocument(c, db, 'receipt'))
    .openapi(documentRoute('invoice'), (c) => sendDocument(c, db, 'invoice'))
    .openapi(markPaidRoute, async (c) =>
      c.json(await markPaymentPaid(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, await idempotentRequest(c), c.get('portalUrl')), 200),
    )
    .route('/', paymentScheduleRoutes(db))
    .route('/', paymentExportRoutes(db));
}

async function sendDocument(c: Context<AppEnv>, db: Database, kind: PaymentDocumentKind) {
  const id = zPaymentParams.parse(c.req.param()).id;
  const { filename, pdf } = await paymentDocument(db, c.get('actor'), c.get('tenant'), id, kind);
  return pdfResponse(c, filename, pdf);
}
