import type { ReactNode } from 'react';
import { TIME_SLOT_LABELS } from '@/shared/constants/operations';
import { AFTERCARE_CATEGORY_LABELS, AFTERCARE_TRIAGE_LABELS, VISIT_DAY_LABELS, type AftercareRequest } from '@/shared/schemas/aftercare';
import { Badge } from '@/client/components/ui/badge';
import { formatDateTime, formatDayDate, formatLongDateTime } from '@/client/lib/format';

/** Open or Closed, and for staff whether it still needs its first answer. */
export function AftercareBadges({ request, viewer }: { request: AftercareRequest; viewer: 'customer' | 'staff' }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {request.status === 'open' ? <Badge tone="brand">Open</Badge> : <Badge tone="neutral">Closed</Badge>}
      {request.triage && <Badge tone={request.triage === 'under_guarantee' ? 'success' : 'neutral'}>{AFTERCARE_TRIAGE_LABELS[request.triage]}</Badge>}
      {viewer === 'staff' && request.status === 'open' && !request.answered && (
        <Badge tone={request.pastTarget ? 'danger' : 'warning'}>{request.pastTarget ? 'Past target' : 'Awaiting reply'}</Badge>
      )}
    </span>
  );
}

interface Step {
  key: string;
  when: string;
  title: string;
  text?: string;
}

/** Everything that happened to a request, oldest first: what the customer sees of each step. */
function stepsOf(request: AftercareRequest): Step[] {
  const steps: Step[] = [{ key: 'reported', when: request.createdAt, title: 'Reported' }];
  if (request.triage && request.triagedAt) steps.push({ key: 'triage', when: request.triagedAt, title: `Assessed: ${AFTERCARE_TRIAGE_LABELS[request.triage]}` });
  for (const reply of request.replies) steps.push({ key: reply.id, when: reply.createdAt, title: `Reply from ${reply.authorName}`, text: reply.content });
  if (request.closedAt) steps.push({ key: 'closed', when: request.closedAt, title: 'Closed', text: request.closingNote ?? undefined });
  return steps.sort((a, b) => a.when.localeCompare(b.when));
}

/** A request's details, visit and steps; every text shown as the person typed it. */
export function AftercareRequestView({ request, viewer, headingLevel = 3, children }: { request: AftercareRequest; viewer: 'customer' | 'staff'; headingLevel?: 3 | 4; children?: ReactNode }) {
  const headingId = `aftercare-${request.id}`;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Heading id={headingId} className="font-semibold text-foreground">
            {AFTERCARE_CATEGORY_LABELS[request.category]}
          </Heading>
          <p className="text-xs text-muted">
            Reported {formatLongDateTime(request.createdAt)}
            {viewer === 'staff' && ` by ${request.customerName}`}
          </p>
        </div>
        <AftercareBadges request={request} viewer={viewer} />
      </div>
      <p className="mt-3 text-sm whitespace-pre-wrap text-foreground">{request.description}</p>
      {request.photos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Photos">
          {request.photos.map((photo, index) => (
            <li key={photo.id}>
              <a
                href={photo.url}
                target="_blank"
                rel="noopener"
                className="block size-20 overflow-hidden rounded-lg border border-border focus-ring bg-subtle sm:size-24"
              >
                <img src={photo.thumbnailUrl} alt={`Photo ${index + 1} of ${request.photos.length}, opens the large size`} width={photo.width} height={photo.height} loading="lazy" decoding="async" className="size-full object-cover" />
              </a>
              {viewer === 'staff' && photo.originalUrl && (
                <a href={photo.originalUrl} className="mt-1 block text-xs text-brand-ink underline" download>
                  Original<span className="sr-only"> of photo {index + 1}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {request.preferredDays.length > 0 && (
        <p className="mt-2 text-xs text-muted">Preferred visit days: {request.preferredDays.map((d) => VISIT_DAY_LABELS[d]).join(', ')}</p>
      )}
      {viewer === 'staff' && request.status === 'open' && !request.answered && (
        <p className="mt-1 text-xs text-muted">First answer due by {formatLongDateTime(request.respondBy)}</p>
      )}
      {request.visit && (
        <p className="mt-3 rounded-lg bg-brand-subtle px-3 py-2 text-sm text-brand-ink">
          <span className="font-semibold">Visit booked:</span> {formatDayDate(request.visit.date)}, {TIME_SLOT_LABELS[request.visit.slot]}
          {viewer === 'staff' && request.visit.teamName && ` · ${request.visit.teamName}`}
        </p>
      )}
      <ol className="mt-4 space-y-3 border-l-2 border-border pl-4" aria-label="What has happened">
        {stepsOf(request).map((step) => (
          <li key={step.key} className="text-sm">
            <p className="font-medium text-foreground">{step.title}</p>
            <p className="text-xs text-muted">{formatDateTime(step.when)}</p>
            {step.text && <p className="mt-1 whitespace-pre-wrap text-foreground">{step.text}</p>}
          </li>
        ))}
      </ol>
      {children}
    </article>
  );
}
