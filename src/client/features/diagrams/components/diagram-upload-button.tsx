import { Upload } from 'lucide-react';
import { useId, useRef, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { DIAGRAM_ACCEPT } from '@/shared/constants/files';
import type { Diagram } from '@/shared/schemas/diagrams';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { formatUploadLimit } from '@/client/lib/format';
import { DIAGRAM_UPLOAD_FAILED, useUploadDiagram } from '../api/upload-diagram';


interface DiagramUploadButtonProps {
  projectId: string;
  maxUploadBytes: number;
  onUploaded: (diagram: Diagram) => void;
}

/** The customer's "Upload Diagram": a file picker for an image or PDF, size-checked before sending. */
export function DiagramUploadButton({ projectId, maxUploadBytes, onUploaded }: DiagramUploadButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadDiagram(projectId);
  const limit = formatUploadLimit(maxUploadBytes);

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) fires another change.
    event.target.value = '';
    if (!file || upload.isPending) return;
    if (file.size > maxUploadBytes) {
      toast.error('Upload failed', { description: `${DIAGRAM_UPLOAD_FAILED} The file is too large: files can be at most ${limit}.` });
      return;
    }
    try {
      const diagram = await upload.mutateAsync(file);
      toast.success('Diagram uploaded', { description: 'Your diagram has been uploaded successfully.' });
      onUploaded(diagram);
    } catch {
      // The query client shows the failure, in the words of the mutation's meta.
    }
  }

  return (
    <div className="flex flex-col items-start gap-1 @xl:items-end">
      {/* Hidden and out of the tab order: the button below opens it and says what it does. */}
      <input
        ref={inputRef}
        type="file"
        accept={DIAGRAM_ACCEPT}
        aria-label="Diagram file"
        tabIndex={-1}
        className="sr-only"
        onChange={(e) => void onFileChosen(e)}
      />
      <Button
        size="sm"
        disabled={upload.isPending}
        aria-busy={upload.isPending || undefined}
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
      >
        {upload.isPending ? <Spinner className="size-4 text-current" /> : <Upload aria-hidden="true" />}
        {upload.isPending ? 'Uploading...' : 'Upload Diagram'}
      </Button>
      <p id={hintId} className="text-xs text-muted">
        Images or PDF, up to {limit}
      </p>
    </div>
  );
}
