// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CashFlow, Pipeline } from '@/shared/schemas/reports';
import { CashFlowTable } from './cash-flow-table';
import { PipelineTable, StagesTable } from './pipeline-table';

const CASH_FLOW: CashFlow = {
  today: '2026-11-27',
  overdue: { pence: 15_000, count: 2 },
  awaitingVerification: { pence: 120_000, count: 1 },
  weeks: [
    { weekStart: '2026-11-23', weekEnd: '2026-11-29', pence: 220_000, count: 1 },
    { weekStart: '2026-11-30', weekEnd: '2026-12-06', pence: 150, count: 1 },
    { weekStart: '2026-12-07', weekEnd: '2026-12-13', pence: 0, count: 0 },
  ],
  later: { pence: 1_600, count: 2 },
};

const rowOf = (name: RegExp) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('CashFlowTable', () => {
  it('reads each period with its amount in pounds and its count, overdue and awaiting verification first', () => {
    render(<CashFlowTable data={CASH_FLOW} />);
    const table = screen.getByRole('table', { name: 'Expected receipts by week, from unpaid payments' });
    const headers = within(table).getAllByRole('rowheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Overdue',
      'Awaiting verification',
      'This week: 23 Nov to 29 Nov',
      'Week 2: 30 Nov to 6 Dec',
      'Week 3: 7 Dec to 13 Dec',
      'Later or not yet dated',
      'Expected in 3 weeks',
    ]);
    expect(within(rowOf(/^Overdue$/)).getAllByRole('cell').map((c) => c.textContent)).toEqual(['£150.00', '2']);
    expect(within(rowOf(/^Awaiting verification$/)).getAllByRole('cell').map((c) => c.textContent)).toEqual(['£1,200.00', '1']);
    expect(within(rowOf(/^This week/)).getAllByRole('cell').map((c) => c.textContent)).toEqual(['£2,200.00', '1']);
    expect(within(rowOf(/^Week 3/)).getAllByRole('cell').map((c) => c.textContent)).toEqual(['£0.00', '0']);
    // The total counts the weeks only: overdue and unverified money is shown apart.
    expect(within(rowOf(/^Expected in 3 weeks$/)).getAllByRole('cell')[0]!.textContent).toBe('£2,201.50');
  });
});

describe('PipelineTable and StagesTable', () => {
  const months: Pipeline['months'] = [
    { month: '2026-10', leads: 4, quotes: 3, quotesWon: 1, projects: 2, leadToQuotePercent: 75, quoteToProjectPercent: 33.3 },
    { month: '2026-11', leads: 0, quotes: 0, quotesWon: 0, projects: 1, leadToQuotePercent: null, quoteToProjectPercent: null },
  ];

  it('lists the months newest first with their counts and rates, a dash where there was nothing to convert', () => {
    render(<PipelineTable months={months} />);
    const table = screen.getByRole('table', { name: 'Leads, quote requests and projects by month' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Month', 'Leads', 'Quotes', 'Lead to quote', 'Quotes won', 'Quote to project', 'Projects started']);
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['November 2026', 'October 2026']);
    expect(within(rowOf(/October 2026/)).getAllByRole('cell').map((c) => c.textContent)).toEqual(['4', '3', '75%', '1', '33.3%', '2']);
    expect(within(rowOf(/November 2026/)).getAllByRole('cell').map((c) => c.textContent)).toEqual(['0', '0', '—', '0', '—', '1']);
  });

  it('lists projects by stage', () => {
    render(<StagesTable stages={[{ stage: 'manufacturing', title: 'Manufacturing Started', count: 3 }]} />);
    expect(within(rowOf(/Manufacturing Started/)).getByRole('cell').textContent).toBe('3');
  });
});
