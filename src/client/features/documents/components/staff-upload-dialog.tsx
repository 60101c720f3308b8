import { Upload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { DOCUMENT_ACCEPT, STAFF_DOCUMENT_TYPES, type StaffDocumentType } from '@/shared/constants/files';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { formatUploadLimit } from '@/client/lib/format';
import { DOCUMENT_TYPE_LABELS } from './document-labels';
import { useDocumentUpload } from './use-document-upload';

interface StaffUploadDialogProps {
  projectId: string;
  maxUploadBytes: number | undefined;
}

/** Staff: upload a contract, report, document or permit to the project, with a title. */
export function StaffUploadDialog({ projectId, maxUploadBytes }: StaffUploadDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Upload aria-hidden="true" />
          Upload New Document
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Upload New Document</DialogTitle>
        <DialogDescription>The customer sees it in their Project Documents.</DialogDescription>
        {/* Mounted per opening, so a closed dialog forgets the last file. */}
        {open && <StaffUploadForm projectId={projectId} maxUploadBytes={maxUploadBytes} onUploaded={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function StaffUploadForm({ projectId, maxUploadBytes, onUploaded }: StaffUploadDialogProps & { onUploaded: () => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [documentType, setDocumentType] = useState<StaffDocumentType>('document');
  const [title, setTitle] = useState('');
  const { uploadFile, isPending } = useDocumentUpload(projectId, maxUploadBytes);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setFileError('Choose the file to upload');
      return;
    }
    if (await uploadFile({ file, documentType, title: title.trim() || undefined })) onUploaded();
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-5 space-y-4">
      <Field
        id={`${id}-file`}
        label="File"
        description={<>Images, PDF, DOC or DOCX{maxUploadBytes ? `, up to ${formatUploadLimit(maxUploadBytes)}` : ''}</>}
        descriptionBelow
        error={fileError}
      >
        <Input
          type="file"
          accept={DOCUMENT_ACCEPT}
          className="h-auto py-2"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setFileError(undefined);
          }}
        />
      </Field>
      <Field id={`${id}-type`} label="Document Type">
        <Select value={documentType} onChange={(e) => setDocumentType(e.target.value as StaffDocumentType)}>
          {STAFF_DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {DOCUMENT_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-title`} label="Title (optional)">
        <Input value={title} maxLength={200} placeholder={file?.name ?? 'The file name'} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Uploading...' : 'Upload'}
        </Button>
      </div>
    </form>
  );
}
