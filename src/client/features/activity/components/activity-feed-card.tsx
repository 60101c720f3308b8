import { formatDistanceToNowStrict } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { Activity as ActivityIcon, RotateCw } from 'lucide-react';
import type { Activity } from '@/shared/schemas/activity';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
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
      {activity.isPending ? (
        <CardLoading>Loading activity...</CardLoading>
      ) : activity.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-muted">
          <p>We couldn&apos;t load the activity.</p>
          <Button variant="secondary" size="sm" onClick={() => void activity.refetch()} disabled={activity.isFetching}>
            <RotateCw aria-hidden="true" />
            Try Again
          </Button>
        </div>
      ) : activity.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border-strong bg-subtle px-4 py-5 text-sm text-muted">Nothing has happened here yet.</p>
      ) : (
        <ol className="space-y-4">
          {activity.data.map((entry) => (
            <ActivityEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
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
