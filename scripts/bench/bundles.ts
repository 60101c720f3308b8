// Front-end part of the bench: gzip JavaScript and CSS each public and portal route loads before
// interaction, as scripts/bundle-sizes.ts measures them (the same figures `node scripts/bundle-sizes.ts` prints).
import { bundleSizes, routerPages, type BundleSizeRow } from '../bundle-sizes';

export interface BundleRow extends BundleSizeRow {
  /** Issue 9's budget for the route: a public page's, or the portal's first load. */
  budgetKB: number | undefined;
}

export function benchBundles(clientDir = 'dist/client'): BundleRow[] {
  // A row with no budget (what the first interaction fetches) is there for the record.
  const budgets = new Map(routerPages().map((page) => [page.path, Number.isFinite(page.budgetKb) ? page.budgetKb : undefined]));
  return bundleSizes(clientDir).map((row) => ({ ...row, budgetKB: budgets.get(row.route) }));
}
