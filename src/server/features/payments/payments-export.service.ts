import { londonDateOf, londonDateTime, shiftIsoDate } from '../../../shared/dates';
import { paymentReference } from '../../../shared/payments';
import type { PaymentExportQuery } from '../../../shared/schemas/reports';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { paymentsCsv } from './payments-export-csv';
import { listPaidBetween } from './payments-export.queries';

/**
 * Admin: the payments received from `from` to `to` (London days, both included) as CSV for the
 * accounts, one row per paid item, with its file name.
 */
export async function exportPaymentsCsv(db: Database, actor: Actor | null, tenant: CompanyRow, query: PaymentExportQuery): Promise<{ filename: string; csv: string }> {
  requirePermission(actor, 'payments:export', 'Only an admin can export payments to the accounts.');
  const rows = await listPaidBetween(db, tenant.id, londonDateTime(query.from, '00:00'), londonDateTime(shiftIsoDate(query.to, 1), '00:00'));
  const csv = paymentsCsv(
    rows.map((row) => {
      const invoiceNumber = paymentReference(row.id);
      return {
        date: londonDateOf(row.paymentDate!),
        amountPence: row.amountPence,
        payee: row.customerName,
        description: `${row.title}: ${row.projectName}`,
        reference: row.transferReference ?? invoiceNumber,
        invoiceNumber,
        project: `${row.projectName} (${row.projectId})`,
      };
    }),
  );
  return { filename: `payments-${query.from}-to-${query.to}.csv`, csv };
}
