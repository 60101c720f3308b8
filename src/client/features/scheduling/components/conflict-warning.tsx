import { TriangleAlert } from 'lucide-react';
import { TIME_SLOT_LABELS } from '@/shared/constants/operations';
import type { TeamBooking } from '@/shared/schemas/scheduling';

/** The site-visit API's warnings and the installations API's share these fields. */
type Conflict = Pick<TeamBooking, 'kind' | 'projectId' | 'customerName' | 'slot'> & { visitId?: string | null };
import { EVENT_KIND_LABELS } from './event-format';

/**
 * What the chosen team already has that day. A warning, not a block: a crew can fit a survey
 * around a short job, and staff decide, so saving stays possible.
 */
export function ConflictWarning({ teamName, conflicts, loading }: { teamName: string; conflicts: Conflict[] | undefined; loading: boolean }) {
  return (
    <div role="status" aria-live="polite" className="min-h-5 text-sm">
      {loading ? (
        <p className="text-muted">Checking {teamName}&apos;s day...</p>
      ) : conflicts && conflicts.length > 0 ? (
        <div className="flex items-start gap-2.5 rounded-lg border border-warning-ink/40 bg-warning-subtle px-3.5 py-3 text-warning-ink">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-semibold">
              {teamName} already {conflicts.length === 1 ? 'has a booking' : `has ${conflicts.length} bookings`} that day
            </p>
            <ul className="mt-1 list-disc pl-4">
              {conflicts.map((c) => (
                <li key={`${c.kind}-${c.visitId ?? c.projectId}`}>
                  {EVENT_KIND_LABELS[c.kind]}: {c.customerName} ({TIME_SLOT_LABELS[c.slot]})
                </li>
              ))}
            </ul>
            <p className="mt-1">You can still save if the team can fit both in.</p>
          </div>
        </div>
      ) : conflicts ? (
        <p className="text-muted">{teamName} has nothing else booked that day.</p>
      ) : null}
    </div>
  );
}
