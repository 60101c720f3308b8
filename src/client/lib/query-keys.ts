import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The keys of queries that more than one feature reads or changes. A feature's own keys stay in
 * its api/ files; a key that another feature invalidates, or that two features read, is made here,
 * so no feature spells out another's key and a renamed key cannot leave a stale copy behind.
 * Each group's `all` is the prefix that refreshes every query of that kind.
 */
export const queryKeys = {
  /** The activity feed: most actions on a project write a line to it, in the same transaction. */
  activity: {
    all: ['activity'] as const,
    feed: (projectId: string | null, limit: number) => ['activity', projectId ?? 'all', limit] as const,
  },
  /** A project as its dashboard shows it (stage, install date, milestones, newest delay notice). */
  projects: {
    detail: (projectId: string) => ['projects', projectId] as const,
  },
  /** One project's payment schedule and summary: the customer's Payments tab and the staff editor. */
  payments: {
    all: ['payments'] as const,
    project: (projectId: string) => ['payments', projectId] as const,
  },
  /** Customers with their first project and what is left to pay on it. */
  customers: {
    all: ['customers'] as const,
    search: (search: string) => ['customers', search] as const,
    page: (search: string, page: number) => ['customers', 'page', search, page] as const,
  },
  /** The company's teams: settings changes them, the schedule and installations pick from them. */
  teams: ['teams'] as const,
  /** Support tickets; the response target sits under them, as the lists flag tickets past it. */
  tickets: {
    all: ['tickets'] as const,
    settings: ['tickets', 'settings'] as const,
  },
  /** The staff dashboard's figures: counts of projects, installations, tasks, leads and tickets, and the workshop. */
  staffDashboard: {
    all: ['staff-dashboard'] as const,
    stats: ['staff-dashboard', 'stats'] as const,
    production: ['staff-dashboard', 'production'] as const,
  },
  /** The month schedule (installations, visits, calls) and the installations table both show install dates. */
  schedule: ['schedule'] as const,
  installations: ['installations'] as const,
  /** Which teams are busy on a day: changes with every install date and visit. */
  teamConflicts: ['team-conflicts'] as const,
  bankDetails: ['bank-details'] as const,
  unreadMessages: ['messages-unread'] as const,
  siteContent: ['site-content'] as const,
} as const;

/** Marks every query under each key stale (refetching those on screen); resolves when they have. */
export function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
