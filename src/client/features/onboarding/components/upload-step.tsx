import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';

/** Step 3: a first file, usually a photo of the site; the page composes the upload card in. */
export function UploadStep({ uploadSlot, uploaded, onBack, onDone }: { uploadSlot: ReactNode; uploaded: boolean; onBack: () => void; onDone: () => void }) {
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-semibold text-foreground">Share a photo of the site</h2>
        <p className="mt-1 text-sm text-muted">
          A picture of where the building will go, taken from the house, helps the team plan the survey. Plans or a planning letter are welcome
          too.
        </p>
      </div>
      {uploadSlot}
      {uploaded && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-success-ink">
          <CircleCheck aria-hidden="true" className="size-4" />
          Thank you, the team can see your file.
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button variant={uploaded ? 'primary' : 'secondary'} onClick={onDone}>
          {uploaded ? 'Continue' : 'Skip for now'}
        </Button>
      </div>
    </div>
  );
}
