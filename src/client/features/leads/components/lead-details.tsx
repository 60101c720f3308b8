import { formatCalendarDay, londonShortWhen } from '@/shared/dates';
import type { Lead } from '@/shared/schemas/leads';
import { telHref } from '../format';

/** What the lead asked for: the demo booked or the day they would like, their design, their message. */
export function LeadDetails({ lead }: { lead: Lead }) {
  const hasAny = lead.demo || lead.preferredDate || lead.configurationSummary || lead.message;
  if (!hasAny) return <span className="text-sm text-muted">No message</span>;
  return (
    <div className="space-y-1.5 text-sm">
      {lead.demo && (
        <p>
          <span className="font-medium text-foreground">Demo booked:</span> {londonShortWhen(lead.demo.startsAt)} (UK time) with {lead.demo.staffName}
        </p>
      )}
      {lead.preferredDate && (
        <p>
          <span className="font-medium text-foreground">Would like a demo on</span> {formatCalendarDay(lead.preferredDate)}
        </p>
      )}
      {lead.configurationSummary && (
        <p>
          <span className="font-medium text-foreground">Design:</span> {lead.configurationSummary}
        </p>
      )}
      {lead.message && <p className="line-clamp-3 whitespace-pre-line text-muted">{lead.message}</p>}
    </div>
  );
}

/** How to reach them: links a phone and a mail program open. */
export function LeadContact({ lead }: { lead: Lead }) {
  return (
    // Each link at least 24 px tall: stacked one under the other they stay easy to tap (WCAG 2.5.8).
    <div className="min-w-0 text-sm">
      <a href={`mailto:${lead.email}`} className="block truncate leading-6 text-brand-ink underline-offset-4 hover:underline">
        {lead.email}
      </a>
      {lead.phone && (
        <a href={telHref(lead.phone)} className="block leading-6 text-brand-ink underline-offset-4 hover:underline">
          {lead.phone}
        </a>
      )}
    </div>
  );
}
