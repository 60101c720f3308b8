import { toast } from 'sonner';
import { formatUploadLimit } from '@/client/lib/format';
import { useUploadDocument, type UploadDocumentInput } from '../api/upload-document';

/**
 * One upload with the spec's toasts ("Document uploaded successfully" / "Failed to upload
 * document: …"), refusing a file over the server's limit before a byte is sent.
 * Resolves true when the document was stored.
 */
export function useDocumentUpload(projectId: string, maxUploadBytes: number | undefined) {
  const upload = useUploadDocument(projectId);

  async function uploadFile(input: UploadDocumentInput): Promise<boolean> {
    if (upload.isPending) return false;
    if (maxUploadBytes !== undefined && input.file.size > maxUploadBytes) {
      toast.error(`Failed to upload document: The file is too large: files can be at most ${formatUploadLimit(maxUploadBytes)}.`);
      return false;
    }
    try {
      await upload.mutateAsync(input);
    } catch {
      return false;
    }
    toast.success('Document uploaded successfully');
    return true;
  }

  return { uploadFile, isPending: upload.isPending };
}
