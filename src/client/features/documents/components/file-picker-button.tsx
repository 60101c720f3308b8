import { Upload } from 'lucide-react';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';

interface FilePickerButtonProps {
  accept: string;
  /** Names the hidden file input for assistive technology. */
  inputLabel: string;
  busy: boolean;
  onFile: (file: File) => void;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  /** The button's accessible name when its visible text is short ("Upload"). */
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/** A button that opens the file picker; only the first chosen file is used (as the product's screens specify). */
export function FilePickerButton({ accept, inputLabel, busy, onFile, children, variant, ...aria }: FilePickerButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) fires another change.
    event.target.value = '';
    if (file && !busy) onFile(file);
  }

  return (
    <>
      {/* Hidden and out of the tab order: the button opens it and says what it does. */}
      <input ref={inputRef} type="file" accept={accept} aria-label={inputLabel} tabIndex={-1} className="sr-only" onChange={onChange} />
      <Button size="sm" variant={variant} disabled={busy} aria-busy={busy || undefined} onClick={() => inputRef.current?.click()} {...aria}>
        {busy ? <Spinner className="size-4 text-current" /> : <Upload aria-hidden="true" />}
        {busy ? 'Uploading...' : children}
      </Button>
    </>
  );
}
