import { useState } from 'react';
import type { ReconciliationImport } from '@/shared/schemas/reconciliation';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { ProposedMatches } from './proposed-matches';
import { StatementUploadForm } from './statement-upload-form';

interface ReconciliationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Bank reconciliation: import a statement CSV, then confirm the proposed matches one by one. */
export function ReconciliationDialog({ open, onOpenChange }: ReconciliationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-4xl overflow-y-auto">
        <DialogTitle>Import bank statement</DialogTitle>
        <DialogDescription>
          Upload a CSV export of the company account. Money-in lines that name a payment reference (INV-…) for the exact amount
          due are proposed as matches. Importing the same file again adds nothing.
        </DialogDescription>
        {/* Unmounted on close, so the next opening starts from an empty form. */}
        {open && <ReconciliationPanel />}
      </DialogContent>
    </Dialog>
  );
}

function ReconciliationPanel() {
  // Each import starts a fresh list, even when the same file comes twice.
  const [imported, setImported] = useState<{ count: number; result: ReconciliationImport } | null>(null);
  return (
    <div className="mt-5 space-y-6">
      <StatementUploadForm onImported={(result) => setImported((prev) => ({ count: (prev?.count ?? 0) + 1, result }))} />
      {imported && <ProposedMatches key={imported.count} result={imported.result} />}
    </div>
  );
}
