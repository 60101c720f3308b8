import { formatDistanceToNowStrict } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { Activity as ActivityIcon } from 'lucide-react';
import type { Activity } from '@/shared/schemas/activity';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { QueryState } from '@/client/components/ui/query-state';
import { formatDateTime } from '@/client/lib/format';
import { useActivity } from '../api/get-activity';
import { ACTIVITY_ICONS } from './activity-icons';

interface ActivityFeedCardProps {
  /** One project's activity; null for the whole company's (staff only). */
  projectId: string | null;
  title?: string;
  description?: string;
  limit?: number;
}

/** Recent activity (type, description, who, when), newest first. */
export function ActivityFeedCard({
  projectId,
  title = 'Recent Activity',
  description = 'The latest changes, newest first',
  limit = 20,
}: ActivityFeedCardProps) {
  const activity = useActivity(projectId, limit);
  return (
    <SectionCard title={title} description={description} icon={ActivityIcon}>
      <QueryState
        query={activity}
        loading={<CardLoading>Loading activity...</CardLoading>}
        error="We couldn't load the activity."
        isEmpty={(data) => data.length === 0}
        empty={<p className="rounded-xl border border-dashed border-border-strong bg-subtle px-4 py-5 text-sm text-muted">Nothing has happened here yet.</p>}
      >
        {(data) => (
          <ol className="space-y-4">
            {data.map((entry) => (
              <ActivityEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </QueryState>
    </SectionCard>
  );
}

function ActivityEntry({ entry }: { entry: Activity }) {
  const Icon = ACTIVITY_ICONS[entry.type];
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-subtle text-muted">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0">
        <p className="text-sm break-words text-foreground">{entry.description}</p>
        <p className="text-xs text-muted">
          {entry.user} ·{' '}
          {/* "2 minutes ago" may have become "3" between the server's render and the browser's. */}
          <time dateTime={entry.date} title={formatDateTime(entry.date) ?? undefined} suppressHydrationWarning>
            {formatDistanceToNowStrict(new Date(entry.date), {
              addSuffix: true,
              locale: enGB,
            })}
          </time>
        </p>
      </div>
    </li>
  );
}
