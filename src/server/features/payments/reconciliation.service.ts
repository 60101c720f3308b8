import { todayInLondon } from '../../../shared/dates';
import { AppError } from '../../../shared/errors';
import { effectiveStatus, paymentReference } from '../../../shared/payments';
import type { ConfirmMatch, ProposedMatch, ReconciliationImport } from '../../../shared/schemas/reconciliation';
import type { PaymentItem } from '../../../shared/schemas/payments';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { once, type IdempotentRequest } from '../../lib/idempotency';
import { parseStatement, referencesIn, StatementError, type ColumnChoice } from './bank-statement';
import { transitionInTransaction, VERIFIED_SET } from './payments.service';
import {
  findItemToMatch,
  insertNewStatementLines,
  listUnmatchedLines,
  listUnsettledItemsByReference,
  lockStatementLine,
  setLineMatchedPayment,
  type StatementLineRow,
} from './reconciliation.queries';

/**
 * Imports a bank statement's money-in lines (each once, however often the file
 * comes) and proposes matches: a line naming an item's reference for its exact amount.
 */
export async function importStatement(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, csv: string, columns: ColumnChoice): Promise<ReconciliationImport> {
  const actor = requirePermission(actorOrNull, 'payments:verify');
  let lines;
  try {
    lines = parseStatement(csv, columns);
  } catch (error) {
    if (error instanceof StatementError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
  const added = await insertNewStatementLines(db, lines.map((l) => ({ companyId: tenant.id, importedBy: actor.userId, ...l })));
  const unmatched = await listUnmatchedLines(db, tenant.id, lines.map((l) => l.fingerprint));
  return { linesRead: lines.length, linesAdded: added.length, matches: await proposeMatches(db, tenant.id, unmatched) };
}

async function proposeMatches(db: Database, companyId: string, lines: StatementLineRow[]): Promise<ProposedMatch[]> {
  const prefixes = [...new Set(lines.flatMap((l) => referencesIn(l.description)))].map((p) => p.toLowerCase());
  if (prefixes.length === 0) return [];
  const candidates = await listUnsettledItemsByReference(db, companyId, prefixes);
  const today = todayInLondon();
  const matches: ProposedMatch[] = [];
  for (const line of lines) {
    const refs = referencesIn(line.description).map((r) => r.toLowerCase());
    const hit = candidates.find((c) => refs.includes(c.item.id.slice(0, 8)) && c.item.amountPence === line.amountPence);
    if (!hit) continue;
    matches.push({
      lineId: line.id,
      date: line.date,
      description: line.description,
      amountPence: line.amountPence,
      paymentId: hit.item.id,
      paymentTitle: hit.item.title,
      reference: paymentReference(hit.item.id),
      customerName: hit.customerName,
      status: effectiveStatus(hit.item.status, hit.item.dueDate, today),
    });
  }
  return matches;
}

/**
 * Staff confirm a proposed match: the item is verified (or marked paid) with the line recorded.
 * With an Idempotency-Key, a retried confirmation answers with the first result.
 */
export async function confirmMatch(
  db: Database,
  actorOrNull: Actor | null,
  tenant: CompanyRow,
  input: ConfirmMatch,
  idempotency?: IdempotentRequest,
  portalUrl?: string,
): Promise<PaymentItem> {
  const actor = requirePermission(actorOrNull, 'payments:verify');
  return db.transaction((tx) =>
    once(tx, { companyId: tenant.id, userId: actor.userId, request: idempotency, name: `reconcile:${input.lineId}:${input.paymentId}` }, async () => {
      const line = await lockStatementLine(tx, tenant.id, input.lineId);
      if (!line) throw new AppError('NOT_FOUND', 'Statement line not found.');
      if (line.matchedPaymentId) throw new AppError('CONFLICT', 'This statement line is already matched to a payment.');
      const item = await findItemToMatch(tx, tenant.id, input.paymentId);
      if (!item) throw new AppError('NOT_FOUND', 'Payment not found.');
      // The proposal checked this too, but the request names any line and any item: without the
      // reference, one customer's money could settle another customer's payment of the same amount.
      const reference = paymentReference(item.id);
      if (!referencesIn(line.description).includes(item.id.slice(0, 8).toUpperCase())) {
        throw new AppError('CONFLICT', `The statement line does not mention this payment's reference (${reference}), so it cannot settle it.`);
      }
      if (item.amountPence !== line.amountPence) throw new AppError('CONFLICT', 'The statement line is not for the amount due.');
      const updated = await transitionInTransaction(tx, actor, tenant, {
        action: item.status === 'pending_verification' ? 'verify' : 'mark_paid',
        paymentId: input.paymentId,
        set: VERIFIED_SET,
        event: { statementLineId: line.id, reference: line.description.slice(0, 200), amountPence: line.amountPence, transferDate: line.date },
        portalUrl,
      });
      await setLineMatchedPayment(tx, tenant.id, line.id, input.paymentId);
      return updated;
    }),
  );
}
