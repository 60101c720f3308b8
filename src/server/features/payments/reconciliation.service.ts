import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { todayInLondon } from '../../../shared/dates';
import { AppError } from '../../../shared/errors';
import { effectiveStatus, paymentReference } from '../../../shared/payments';
import type { ConfirmMatch, ProposedMatch, ReconciliationImport } from '../../../shared/schemas/reconciliation';
import type { PaymentItem } from '../../../shared/schemas/payments';
import type { Actor } from '../../app-env';
import { requireRole, STAFF_ROLES } from '../../auth/guards';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import type { CompanyRow } from '../../db/schema/companies';
import { bankStatementLines, paymentItems } from '../../db/schema/payments';
import { projects } from '../../db/schema/projects';
import { once, type IdempotentRequest } from '../../lib/idempotency';
import { parseStatement, referencesIn, StatementError, type ColumnChoice } from './bank-statement';
import { transitionInTransaction, VERIFIED_SET } from './payments.service';

/**
 * Imports a bank statement's money-in lines (each once, however often the file
 * comes) and proposes matches: a line naming an item's reference for its exact amount.
 */
export async function importStatement(db: Database, actorOrNull: Actor | null, tenant: CompanyRow, csv: string, columns: ColumnChoice): Promise<ReconciliationImport> {
  const actor = requireRole(actorOrNull, STAFF_ROLES);
  let lines;
  try {
    lines = parseStatement(csv, columns);
  } catch (error) {
    if (error instanceof StatementError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
  const added = lines.length
    ? await db
        .insert(bankStatementLines)
        .values(lines.map((l) => ({ companyId: tenant.id, importedBy: actor.userId, ...l })))
        .onConflictDoNothing()
        .returning({ id: bankStatementLines.id })
    : [];
  const fingerprints = lines.map((l) => l.fingerprint);
  const unmatched = fingerprints.length
    ? await db
        .select()
        .from(bankStatementLines)
        .where(and(eq(bankStatementLines.companyId, tenant.id), inArray(bankStatementLines.fingerprint, fingerprints), isNull(bankStatementLines.matchedPaymentId)))
    : [];
  return { linesRead: lines.length, linesAdded: added.length, matches: await proposeMatches(db, tenant.id, unmatched) };
}

async function proposeMatches(db: Database, companyId: string, lines: (typeof bankStatementLines.$inferSelect)[]): Promise<ProposedMatch[]> {
  const prefixes = [...new Set(lines.flatMap((l) => referencesIn(l.description)))].map((p) => p.toLowerCase());
  if (prefixes.length === 0) return [];
  const candidates = await db
    .select({ item: paymentItems, customerName: users.name })
    .from(paymentItems)
    .innerJoin(projects, eq(projects.id, paymentItems.projectId))
    .innerJoin(users, eq(users.id, projects.customerId))
    .where(
      and(
        eq(paymentItems.companyId, companyId),
        inArray(paymentItems.status, ['pending', 'pending_verification']),
        inArray(sql`left(${paymentItems.id}::text, 8)`, prefixes),
      ),
    );
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
  const actor = requireRole(actorOrNull, STAFF_ROLES);
  return db.transaction((tx) =>
    once(tx, { companyId: tenant.id, userId: actor.userId, request: idempotency, name: `reconcile:${input.lineId}:${input.paymentId}` }, async () => {
      const [line] = await tx
        .select()
        .from(bankStatementLines)
        .where(and(eq(bankStatementLines.companyId, tenant.id), eq(bankStatementLines.id, input.lineId)))
        .for('update');
      if (!line) throw new AppError('NOT_FOUND', 'Statement line not found.');
      if (line.matchedPaymentId) throw new AppError('CONFLICT', 'This statement line is already matched to a payment.');
      const [item] = await tx
        .select({ id: paymentItems.id, status: paymentItems.status, amountPence: paymentItems.amountPence })
        .from(paymentItems)
        .where(and(eq(paymentItems.companyId, tenant.id), eq(paymentItems.id, input.paymentId)));
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
      await tx
        .update(bankStatementLines)
        .set({ matchedPaymentId: input.paymentId })
        .where(and(eq(bankStatementLines.companyId, tenant.id), eq(bankStatementLines.id, line.id)));
      return updated;
    }),
  );
}
