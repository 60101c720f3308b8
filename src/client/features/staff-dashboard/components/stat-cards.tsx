import { CalendarClock, ClipboardList, FolderKanban, LifeBuoy, MailQuestion, UserPlus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StaffDashboardStats } from '@/shared/schemas/staff-dashboard';
import { paths } from '@/client/lib/paths';
import { useDashboardStats } from '../api/get-dashboard-stats';

const CARDS: { key: keyof StaffDashboardStats; label: string; icon: LucideIcon }[] = [
  { key: 'activeProjects', label: 'Active Projects', icon: FolderKanban },
  { key: 'pendingInstallations', label: 'Pending Installations', icon: CalendarClock },
  { key: 'pendingTasks', label: 'Pending Tasks', icon: ClipboardList },
  { key: 'newLeads', label: 'New Leads', icon: UserPlus },
  { key: 'openTickets', label: 'Open Tickets', icon: LifeBuoy },
  { key: 'unansweredTickets', label: 'Unanswered Tickets', icon: MailQuestion },
];

/** The six figures at the top of the staff dashboard, fetched again every minute. */
export function StatCards() {
  const stats = useDashboardStats();
  return (
    <section aria-labelledby="staff-figures-title">
      <h2 id="staff-figures-title" className="sr-only">
        Figures
      </h2>
      {stats.isError && !stats.data && (
        <p role="alert" className="mb-3 text-sm text-muted">
          We couldn&apos;t load the figures just now. They will try again shortly.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 2xl:grid-cols-6" aria-busy={stats.isPending || undefined}>
        {CARDS.map(({ key, label, icon }) => (
          <StatCard key={key} label={label} icon={icon} value={stats.data?.[key]}>
            {key === 'unansweredTickets' && !!stats.data?.ticketsPastTarget && <PastTargetFlag count={stats.data.ticketsPastTarget} />}
          </StatCard>
        ))}
      </dl>
    </section>
  );
}

function StatCard({ label, icon: Icon, value, children }: { label: string; icon: LucideIcon; value: number | undefined; children?: ReactNode }) {
  return (
    // Wraps, so the flag sits beside the number where there is room and under it on a phone.
    <div className="flex flex-wrap items-center gap-x-3 rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-5">
      <dt className="flex w-full items-start justify-between gap-2 text-sm font-medium text-muted">
        {label}
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-ink" />
      </dt>
      <dd className="mt-2 font-display text-3xl font-semibold text-foreground tabular-nums">
        {value === undefined ? <span className="text-muted">–</span> : value.toLocaleString('en-GB')}
      </dd>
      {children && <dd className="mt-2">{children}</dd>}
    </div>
  );
}

/** Open tickets nobody has answered within the company's response target: a nudge to the support page. */
function PastTargetFlag({ count }: { count: number }) {
  return (
    <Link
      to={paths.support}
      className="inline-flex rounded-full bg-danger-subtle px-2.5 py-1 text-xs font-semibold text-danger-ink underline-offset-4 hover:underline"
    >
      {count} past the response target
    </Link>
  );
}
