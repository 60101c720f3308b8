import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import type { DelayNotice } from '@/shared/schemas/delay-notices';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { formatDateTime, formatDayDate, formatLongDate } from '@/client/lib/format';

/**
 * The newest delay notice is news while it still explains the install date: not
 * once the build is complete, nor after the date was changed some other way.
 */
export function currentDelayNotice(project: Pick<ProjectDetail, 'delayNotice' | 'installDate' | 'stage'>): DelayNotice | null {
  const notice = project.delayNotice;
  if (!notice || project.stage === 'completed' || notice.revisedInstallDate !== project.installDate) return null;
  return notice;
}

interface DelayNoticeBannerProps {
  notice: DelayNotice;
  viewer: 'customer' | 'staff';
}

/** "Your installation date has changed": the new date, the old one and why, in the team's words (plain text). */
export function DelayNoticeBanner({ notice, viewer }: DelayNoticeBannerProps) {
  const headingId = useId();
  const previous = formatLongDate(notice.previousInstallDate);
  return (
    <section aria-labelledby={headingId} className="flex gap-3 rounded-2xl border border-warning-ink/30 bg-warning-subtle px-4 py-4 sm:px-5">
      <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning-ink" />
      <div className="min-w-0 text-sm">
        <h2 id={headingId} className="font-semibold text-foreground">
          {viewer === 'customer' ? 'Your installation date has changed' : 'Latest delay notice'}
        </h2>
        <p className="mt-1 text-foreground">
          New install date: <strong className="font-semibold">{formatDayDate(notice.revisedInstallDate)}</strong>
          {previous && <span className="text-muted"> (was {previous})</span>}
        </p>
        <p className="mt-1.5 break-words whitespace-pre-wrap text-foreground">{notice.reason}</p>
        <p className="mt-1.5 text-xs text-muted">
          {viewer === 'customer' ? 'From' : 'Posted by'} {notice.authorName} on{' '}
          <time dateTime={notice.createdAt}>{formatDateTime(notice.createdAt)}</time>
          {viewer === 'staff' && ' · the customer was emailed'}
        </p>
      </div>
    </section>
  );
}
