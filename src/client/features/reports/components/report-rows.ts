import type { CashFlow, Pipeline } from '@/shared/schemas/reports';

const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'short', year: 'numeric' });
const MONTH_YEAR_LONG = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** "23 Nov": a calendar day, read at UTC midnight so no zone moves it. */
export const dayMonth = (isoDate: string) => DAY_MONTH.format(new Date(`${isoDate}T00:00:00Z`));
/** "Nov 2026" for a YYYY-MM month; `long` gives "November 2026". */
export const monthLabel = (month: string, long = false) => (long ? MONTH_YEAR_LONG : MONTH_YEAR).format(new Date(`${month}-01T00:00:00Z`));

export type CashFlowKind = 'overdue' | 'awaiting' | 'expected';

export interface CashFlowRow {
  key: string;
  kind: CashFlowKind;
  /** What the row is, as the table's row header reads it. */
  label: string;
  /** The chart's short axis label. */
  short: string;
  pence: number;
  count: number;
}

/** The cash-flow report as rows, in the order chart and table share: overdue, awaiting verification, then each week. */
export function cashFlowRows(data: CashFlow): CashFlowRow[] {
  return [
    { key: 'overdue', kind: 'overdue', label: 'Overdue', short: 'Overdue', ...data.overdue },
    { key: 'awaiting', kind: 'awaiting', label: 'Awaiting verification', short: 'To verify', ...data.awaitingVerification },
    ...data.weeks.map((w, i) => ({
      key: w.weekStart,
      kind: 'expected' as const,
      label: `${i === 0 ? 'This week' : `Week ${i + 1}`}: ${dayMonth(w.weekStart)} to ${dayMonth(w.weekEnd)}`,
      short: `w/c ${dayMonth(w.weekStart)}`,
      pence: w.pence,
      count: w.count,
    })),
  ];
}

/** "50%", "33.3%", or a dash when there was nothing to convert. */
export const percentText = (value: number | null) => (value === null ? '—' : `${value.toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`);

export type PipelineMonth = Pipeline['months'][number];
