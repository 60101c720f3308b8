import { ShieldCheck, Wrench } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { formatLongDate } from '@/client/lib/format';
import { useProjectAftercare } from '../api/get-aftercare';
import { AftercareRequestView } from './aftercare-request-view';
import { ReportProblemForm } from './report-problem-form';

/** The customer's completed project: its guarantees with their end dates, reporting a problem, and each report's steps. */
export function CustomerAftercareCard({ projectId }: { projectId: string }) {
  const aftercare = useProjectAftercare(projectId);
  const [open, setOpen] = useState(false);
  if (aftercare.isPending) return <Card aria-busy="true" className="min-h-40" id="aftercare" />;
  if (aftercare.isError) return <Card id="aftercare" role="alert" className="text-muted">We couldn't load your guarantees and aftercare just now.</Card>;
  const { guarantees, completedOn, requests, responseTargetHours, maxPhotoBytes } = aftercare.data;
  return (
    <Card id="aftercare" aria-labelledby="aftercare-heading" role="region">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="aftercare-heading" className="text-lg font-semibold text-foreground">
            Guarantees &amp; Aftercare
          </h2>
          <p className="text-sm text-muted">{completedOn ? `Completed on ${formatLongDate(completedOn)}.` : 'Your project is complete.'} Something not right? Tell us and we will put it right.</p>
        </div>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button>
              <Wrench aria-hidden="true" />
              Report a problem
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogTitle>Report a problem</DialogTitle>
            <DialogDescription>We aim to reply within {responseTargetHours} hours and tell you whether it is covered by your guarantee.</DialogDescription>
            <ReportProblemForm projectId={projectId} maxPhotoBytes={maxPhotoBytes} onReported={() => setOpen(false)} />
          </DialogContent>
        </Dialog>
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2" aria-label="Your guarantees">
        {guarantees.map((g) => (
          <li key={g.kind} className="flex items-start gap-3 rounded-xl bg-subtle p-4">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-ink" />
            <div>
              <p className="font-semibold text-foreground">
                {g.label}: {g.years} {g.years === 1 ? 'year' : 'years'}
              </p>
              <p className="text-sm text-muted">{g.endsOn ? `Covered until ${formatLongDate(g.endsOn)}` : 'Runs from the completion date'}</p>
            </div>
          </li>
        ))}
      </ul>
      {requests.length > 0 && (
        <div className="mt-6 space-y-4">
          <h3 className="text-base font-semibold text-foreground">Your reports</h3>
          {requests.map((request) => (
            <AftercareRequestView key={request.id} request={request} viewer="customer" headingLevel={4} />
          ))}
        </div>
      )}
    </Card>
  );
}
