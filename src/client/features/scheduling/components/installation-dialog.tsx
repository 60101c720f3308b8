import type { ScheduleEvent } from '@/shared/schemas/scheduling';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { InstallationForm, type InstallationDraft } from './installation-form';

interface InstallationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft?: InstallationDraft;
  date: string;
}

/** Schedule installation, or reschedule one from the calendar. */
export function InstallationDialog({ open, onOpenChange, draft, date }: InstallationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{draft ? 'Reschedule installation' : 'Schedule installation'}</DialogTitle>
        <DialogDescription>The install day, time, team and place for a project. The customer sees the date on their dashboard.</DialogDescription>
        {open && <InstallationForm draft={draft} date={date} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

export function installationFromEvent(event: ScheduleEvent): InstallationDraft | null {
  if (event.kind !== 'installation' || !event.projectId) return null;
  return {
    projectId: event.projectId,
    label: `${event.customerName ?? ''} – ${event.projectName ?? ''}`,
    installDate: event.date,
    installSlot: event.slot ?? 'all_day',
    teamId: event.teamId,
    location: event.location ?? '',
  };
}
