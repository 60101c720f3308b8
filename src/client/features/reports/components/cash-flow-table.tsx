import type { CashFlow } from '@/shared/schemas/reports';
import { formatPence } from '@/shared/money';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { cashFlowRows } from './report-rows';

/** The cash-flow figures as a table: the chart's numbers, readable by anyone and any screen reader. */
export function CashFlowTable({ data }: { data: CashFlow }) {
  const rows = cashFlowRows(data);
  const expected = data.weeks.reduce((sum, w) => sum + w.pence, 0);
  return (
    <Table>
      <caption className="sr-only">Expected receipts by week, from unpaid payments</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Period</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead className="text-right">Payments</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} className={row.kind === 'overdue' && row.pence > 0 ? 'text-danger-ink' : undefined}>
            <TableHead scope="row" className="text-sm font-medium tracking-normal normal-case text-inherit">
              {row.label}
            </TableHead>
            <TableCell className="text-right whitespace-nowrap tabular-nums">{formatPence(row.pence)}</TableCell>
            <TableCell className="text-right text-muted tabular-nums">{row.count}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableHead scope="row" className="text-sm font-medium tracking-normal normal-case text-muted">
            Later or not yet dated
          </TableHead>
          <TableCell className="text-right whitespace-nowrap text-muted tabular-nums">{formatPence(data.later.pence)}</TableCell>
          <TableCell className="text-right text-muted tabular-nums">{data.later.count}</TableCell>
        </TableRow>
      </TableBody>
      <tfoot className="border-t-2 border-border">
        <TableRow>
          <TableHead scope="row" className="text-sm font-semibold tracking-normal normal-case text-foreground">
            Expected in {data.weeks.length} weeks
          </TableHead>
          <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums">{formatPence(expected)}</TableCell>
          <TableCell />
        </TableRow>
      </tfoot>
    </Table>
  );
}
