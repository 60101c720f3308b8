import type { ScheduleEvent, SiteVisit } from '@/shared/schemas/scheduling';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { VisitForm } from './visit-form';

interface VisitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  visit?: SiteVisit;
  date: string;
}

/** Schedule a visit, or change one; the form starts afresh each time it opens. */
export function VisitDialog({ open, onOpenChange, visit, date }: VisitDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{visit ? 'Edit visit' : 'Schedule a visit'}</DialogTitle>
        <DialogDescription>A site survey or a delivery for one project. The team&apos;s other bookings that day show before you save.</DialogDescription>
        {open && <VisitForm visit={visit} date={date} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/** A survey or delivery on the calendar, as the visit form edits it. */
export function visitFromEvent(event: ScheduleEvent): SiteVisit | null {
  if (event.kind !== 'survey' && event.kind !== 'delivery') return null;
  return {
    id: event.id.slice(event.id.indexOf(':') + 1),
    projectId: event.projectId ?? '',
    projectName: event.projectName ?? '',
    customerName: event.customerName ?? '',
    kind: event.kind,
    date: event.date,
    slot: event.slot ?? 'all_day',
    teamId: event.teamId,
    teamName: event.teamName,
    location: event.location,
    notes: event.notes,
  };
}
