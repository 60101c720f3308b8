import { createRoute, z } from '@hono/zod-openapi';
import { zPaymentExportQuery } from '../../../shared/schemas/reports';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, signedIn } from '../../lib/openapi';
import { exportPaymentsCsv } from './payments-export.service';

const exportRoute = createRoute({
  method: 'get',
  path: '/api/payments/export.csv',
  tags: ['Payments'],
  summary: 'Admin: payments received between two days (London, both included) as CSV for Xero or QuickBooks',
  ...signedIn,
  request: { query: zPaymentExportQuery },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'UTF-8 CSV with a header row, one row per payment received' },
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});

export function paymentExportRoutes(db: Database) {
  return createRouter().openapi(exportRoute, async (c) => {
    const { filename, csv } = await exportPaymentsCsv(db, c.get('actor'), c.get('tenant'), c.req.valid('query'));
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  });
}
