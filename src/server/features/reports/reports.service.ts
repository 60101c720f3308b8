import { londonDateTime, shiftIsoDate, todayInLondon } from '../../../shared/dates';
import { PROJECT_STAGES, STAGE_STEPS } from '../../../shared/constants/stages';
import type { CashFlow, CashFlowQuery, Pipeline } from '../../../shared/schemas/reports';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { countLeadsByMonth, countProjectsByMonth, countProjectsByStage, sumUnpaidByDueDate } from './reports.queries';

/** The Monday of the week a London calendar day falls in (weeks start on Monday). */
export function mondayOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  return shiftIsoDate(isoDate, -((weekday + 6) % 7));
}

/**
 * Staff: what should come in, week by week from this week's Monday. Pending items due before
 * today are overdue; confirmed transfers awaiting verification stand apart whatever their date,
 * as the money is on its way; the rest fall in their due date's week, or "later".
 */
export async function cashFlow(db: Database, actor: Actor | null, tenant: CompanyRow, query: CashFlowQuery, today = todayInLondon()): Promise<CashFlow> {
  requirePermission(actor, 'reports:view');
  const monday = mondayOf(today);
  const weeks = Array.from({ length: query.weeks }, (_, i) => ({ weekStart: shiftIsoDate(monday, 7 * i), weekEnd: shiftIsoDate(monday, 7 * i + 6), pence: 0, count: 0 }));
  const overdue = { pence: 0, count: 0 };
  const awaitingVerification = { pence: 0, count: 0 };
  const later = { pence: 0, count: 0 };
  const lastDay = weeks.at(-1)!.weekEnd;
  for (const row of await sumUnpaidByDueDate(db, tenant.id)) {
    let bucket: { pence: number; count: number };
    if (row.status === 'pending_verification') bucket = awaitingVerification;
    else if (row.dueDate === null || row.dueDate > lastDay) bucket = later;
    else if (row.dueDate < today) bucket = overdue;
    else bucket = weeks[Math.floor((Date.parse(row.dueDate) - Date.parse(monday)) / (7 * 86_400_000))]!;
    bucket.pence += row.pence;
    bucket.count += row.count;
  }
  return { today, overdue, awaitingVerification, weeks, later };
}

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

/** The twelve London months ending with this one, oldest first, as YYYY-MM. */
export function lastTwelveMonths(today: string): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) - (11 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * Staff: leads, quote requests (the configurator's leads; the schema has no quote of its own) and
 * projects by month for the last twelve, with conversion rates, and every project by its stage.
 * A month's quotes won are its quote requests that staff have since made customers (each gets a project).
 */
export async function pipeline(db: Database, actor: Actor | null, tenant: CompanyRow, today = todayInLondon()): Promise<Pipeline> {
  requirePermission(actor, 'reports:view');
  const months = lastTwelveMonths(today);
  const since = londonDateTime(`${months[0]}-01`, '00:00');
  const [leadRows, projectRows, stageRows] = await Promise.all([
    countLeadsByMonth(db, tenant.id, since),
    countProjectsByMonth(db, tenant.id, since),
    countProjectsByStage(db, tenant.id),
  ]);
  const leadsBy = new Map(leadRows.map((r) => [r.month, r]));
  const projectsBy = new Map(projectRows.map((r) => [r.month, r.projects]));
  const stageCounts = new Map(stageRows.map((r) => [r.stage, r.count]));
  return {
    months: months.map((month) => {
      const l = leadsBy.get(month) ?? { leads: 0, quotes: 0, quotesWon: 0 };
      return {
        month,
        leads: l.leads,
        quotes: l.quotes,
        quotesWon: l.quotesWon,
        projects: projectsBy.get(month) ?? 0,
        leadToQuotePercent: percent(l.quotes, l.leads),
        quoteToProjectPercent: percent(l.quotesWon, l.quotes),
      };
    }),
    stages: PROJECT_STAGES.map((stage) => ({ stage, title: STAGE_STEPS[stage].title, count: stageCounts.get(stage) ?? 0 })),
  };
}
