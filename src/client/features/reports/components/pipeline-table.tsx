import type { Pipeline } from '@/shared/schemas/reports';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { monthLabel, percentText } from './report-rows';

/** Leads, quote requests and projects by month, newest first, with the conversion rates. */
export function PipelineTable({ months }: { months: Pipeline['months'] }) {
  return (
    <Table>
      <caption className="sr-only">Leads, quote requests and projects by month</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Month</TableHead>
          <TableHead className="text-right">Leads</TableHead>
          <TableHead className="text-right">Quotes</TableHead>
          <TableHead className="text-right">Lead to quote</TableHead>
          <TableHead className="text-right">Quotes won</TableHead>
          <TableHead className="text-right">Quote to project</TableHead>
          <TableHead className="text-right">Projects started</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {[...months].reverse().map((m) => (
          <TableRow key={m.month}>
            <TableHead scope="row" className="text-sm font-medium tracking-normal whitespace-nowrap normal-case text-foreground">
              {monthLabel(m.month, true)}
            </TableHead>
            <TableCell className="text-right tabular-nums">{m.leads}</TableCell>
            <TableCell className="text-right tabular-nums">{m.quotes}</TableCell>
            <TableCell className="text-right text-muted tabular-nums">{percentText(m.leadToQuotePercent)}</TableCell>
            <TableCell className="text-right tabular-nums">{m.quotesWon}</TableCell>
            <TableCell className="text-right text-muted tabular-nums">{percentText(m.quoteToProjectPercent)}</TableCell>
            <TableCell className="text-right tabular-nums">{m.projects}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Every project by its stage, in the build's order. */
export function StagesTable({ stages }: { stages: Pipeline['stages'] }) {
  return (
    <Table>
      <caption className="sr-only">Projects by stage</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Stage</TableHead>
          <TableHead className="text-right">Projects</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {stages.map((s) => (
          <TableRow key={s.stage}>
            <TableHead scope="row" className="text-sm font-medium tracking-normal normal-case text-foreground">
              {s.title}
            </TableHead>
            <TableCell className="text-right tabular-nums">{s.count}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
