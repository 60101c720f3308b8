import { Send } from 'lucide-react';
import { useState } from 'react';
import type { Configuration } from '@/shared/schemas/configurator';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { QuoteRequestForm } from './quote-request-form';

/** "Request a quote": the form in a dialog, so the price and choices stay where the buyer left them. */
export function QuoteRequestDialog({ configuration, summary }: { configuration: Configuration | null; summary: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg" className="w-full" disabled={!configuration}>
          <Send aria-hidden="true" />
          Request a quote
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Request a quote</DialogTitle>
        <DialogDescription>{summary}</DialogDescription>
        {/* Remounted on each opening, so a sent request leaves a fresh form behind. */}
        {configuration && open && <QuoteRequestForm configuration={configuration} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
