import { ImageIcon, Trash2, Upload } from 'lucide-react';
import { useId, useRef, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { LOGO_ACCEPT, type CompanySettings } from '@/shared/schemas/settings';
import { BrandLogo } from '@/client/components/layout/logo';
import { SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { formatUploadLimit } from '@/client/lib/format';
import { useRemoveLogo } from '../api/remove-logo';
import { useUploadLogo } from '../api/upload-logo';

/** The logo in the site and portal headers; without one, the drawn logo with the company's name. */
export function LogoCard({ settings, canEdit }: { settings: CompanySettings; canEdit: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const limit = formatUploadLimit(settings.logoMaxBytes);
  const busy = upload.isPending || remove.isPending;

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) fires another change.
    event.target.value = '';
    if (!file || busy) return;
    if (file.size > settings.logoMaxBytes) {
      toast.error('Could not upload the logo', { description: `The file is too large: a logo can be at most ${limit}.` });
      return;
    }
    try {
      await upload.mutateAsync(file);
    } catch {
      return;
    }
    toast.success('Logo uploaded', { description: 'Your site and portal show it now.' });
  }

  async function onRemove() {
    try {
      await remove.mutateAsync();
    } catch {
      return;
    }
    toast.success('Logo removed', { description: 'Your site shows the drawn logo with your company name.' });
  }

  return (
    <SectionCard title="Logo" description="Shown at the top of every page. Without a logo, a drawn mark with your company name is shown." icon={ImageIcon}>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-h-20 items-center justify-center rounded-xl border border-dashed border-border-strong bg-subtle px-6 py-4">
          <BrandLogo key={settings.logoUrl} name={settings.companyName} src={settings.logoUrl} />
        </div>
        {canEdit && (
          <div className="flex flex-col items-start gap-2 sm:items-end">
            {/* Hidden and out of the tab order: the button opens it and says what it does. */}
            <input ref={inputRef} type="file" accept={LOGO_ACCEPT} aria-label="Logo file" tabIndex={-1} className="sr-only" onChange={(e) => void onFileChosen(e)} />
            <div className="flex flex-wrap gap-2">
              <Button size="sm" disabled={busy} aria-busy={upload.isPending || undefined} aria-describedby={hintId} onClick={() => inputRef.current?.click()}>
                {upload.isPending ? <Spinner className="size-4 text-current" /> : <Upload aria-hidden="true" />}
                {upload.isPending ? 'Uploading...' : settings.logoUrl ? 'Replace logo' : 'Upload logo'}
              </Button>
              {settings.logoUrl && (
                <Button size="sm" variant="secondary" disabled={busy} aria-busy={remove.isPending || undefined} onClick={() => void onRemove()}>
                  {remove.isPending ? <Spinner className="size-4 text-current" /> : <Trash2 aria-hidden="true" />}
                  {remove.isPending ? 'Removing...' : 'Remove logo'}
                </Button>
              )}
            </div>
            <p id={hintId} className="text-xs text-muted">
              PNG, JPEG or WebP, up to {limit}. SVG files are not accepted.
            </p>
          </div>
        )}
      </div>
    </SectionCard>
  );
}
