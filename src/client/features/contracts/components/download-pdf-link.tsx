import { Download } from 'lucide-react';
import { Button } from '@/client/components/ui/button';

/** The contract as a PDF, with its signing certificate once signed (served as a download). */
export function DownloadPdfLink({ contractId }: { contractId: string }) {
  return (
    <Button asChild variant="secondary" size="sm">
      <a href={`/api/contracts/${encodeURIComponent(contractId)}/pdf`} download>
        <Download aria-hidden="true" />
        Download PDF
      </a>
    </Button>
  );
}
