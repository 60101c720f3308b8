import { ChevronRight, Upload } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import type { ReconciliationImport } from '@/shared/schemas/reconciliation';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Spinner } from '@/client/components/ui/spinner';
import { useImportStatement } from '../api/reconcile-statement';
import { errorText } from './error-text';

const COLUMN_FIELDS = [
  { name: 'dateColumn', label: 'Date column', placeholder: 'e.g. Transaction Date' },
  { name: 'descriptionColumn', label: 'Description column', placeholder: 'e.g. Memo' },
  { name: 'amountColumn', label: 'Amount column', placeholder: 'e.g. Paid In' },
] as const;
type ColumnName = (typeof COLUMN_FIELDS)[number]['name'];

/** The statement file and, for unusual layouts, which columns hold the date, description and amount. */
export function StatementUploadForm({ onImported }: { onImported: (result: ReconciliationImport) => void }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [columns, setColumns] = useState<Record<ColumnName, string>>({ dateColumn: '', descriptionColumn: '', amountColumn: '' });
  const upload = useImportStatement();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (upload.isPending) return;
    const file = fileRef.current?.files?.[0];
    setServerError(null);
    if (!file) {
      setFileError('Choose a CSV file to upload.');
      fileRef.current?.focus();
      return;
    }
    setFileError(null);
    try {
      onImported(await upload.mutateAsync({ file, ...columns }));
    } catch (error) {
      // Kept on screen as well: a "column not found" message lists the file's columns to type below.
      setServerError(errorText(error));
    }
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {serverError && <Alert>{serverError}</Alert>}
      <Field
        id="statement-file"
        label="Bank statement (CSV)"
        description="Exports from Barclays, Lloyds, HSBC, NatWest, Monzo and Starling are read as they are. At most 512 KB."
        descriptionBelow
        error={fileError ?? undefined}
      >
        <Input
          ref={fileRef}
          type="file"
          accept=".csv,text/csv"
          className="h-auto py-2 file:mr-3 file:rounded-full file:border-0 file:bg-subtle file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground"
          onChange={() => setFileError(null)}
        />
      </Field>
      <details className="group rounded-xl border border-border bg-subtle px-4 py-3">
        <summary className="flex cursor-pointer list-none items-center gap-2 text-sm font-medium text-foreground [&::-webkit-details-marker]:hidden">
          <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
          Column names (optional)
        </summary>
        <p className="mt-2 text-xs text-muted">Only needed when the file&apos;s headings are unusual. Type them exactly as in the first row.</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {COLUMN_FIELDS.map((field) => (
            <Field key={field.name} id={`statement-${field.name}`} label={field.label}>
              <Input
                autoComplete="off"
                maxLength={100}
                placeholder={field.placeholder}
                value={columns[field.name]}
                onChange={(e) => setColumns((c) => ({ ...c, [field.name]: e.target.value }))}
              />
            </Field>
          ))}
        </div>
      </details>
      <div className="flex justify-end">
        <Button type="submit" disabled={upload.isPending} aria-busy={upload.isPending || undefined}>
          {upload.isPending ? <Spinner className="size-4 text-current" /> : <Upload aria-hidden="true" />}
          Upload
        </Button>
      </div>
    </form>
  );
}
