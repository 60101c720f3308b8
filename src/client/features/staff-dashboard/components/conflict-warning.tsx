import { TriangleAlert } from 'lucide-react';
import { TIME_SLOT_LABELS, VISIT_KIND_LABELS } from '@/shared/constants/operations';
import type { TeamBookingConflict } from '@/shared/schemas/installations';
import { formatDayDate } from '@/client/lib/format';

const KIND_LABELS = { installation: 'Installation', ...VISIT_KIND_LABELS };

/** The team already has something that day: saved anyway (a crew can fit a survey round a job), but said plainly. */
export function ConflictWarning({ teamName, conflicts }: { teamName: string | null; conflicts: TeamBookingConflict[] }) {
  const day = formatDayDate(conflicts[0]?.date);
  return (
    <div role="status" className="flex items-start gap-2.5 rounded-lg border border-warning-ink/30 bg-warning-subtle px-3.5 py-3 text-sm text-warning-ink">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">
          {teamName ?? 'This team'} already {conflicts.length === 1 ? 'has a booking' : `has ${conflicts.length} bookings`} on {day}:
        </p>
        <ul className="mt-1 list-disc space-y-0.5 pl-4">
          {conflicts.map((conflict, n) => (
            <li key={`${n}-${conflict.projectId}`}>
              {KIND_LABELS[conflict.kind]} for {conflict.customerName}, {TIME_SLOT_LABELS[conflict.slot]}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
