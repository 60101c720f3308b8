import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';

export const isHexColour = (value: string | undefined): value is string => !!value && /^#[0-9a-fA-F]{6}$/.test(value.trim());

interface ColourFieldProps {
  id: string;
  label: string;
  /** The text field's value now (it may be half typed). */
  value: string;
  /** The colour the swatch shows while the text is not a colour yet. */
  fallback: string;
  registration: UseFormRegisterReturn;
  onPick: (colour: string) => void;
  error?: string;
}

/** A colour as #rrggbb text, with the browser's colour picker beside it for those who prefer to pick. */
export function ColourField({ id, label, value, fallback, registration, onPick, error }: ColourFieldProps) {
  const swatch = isHexColour(value) ? value.trim().toLowerCase() : fallback;
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`Pick the ${label.toLowerCase()}`}
            value={swatch}
            onChange={(event) => onPick(event.target.value)}
            className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-border-strong bg-surface p-1"
          />
          <Input {...control} autoComplete="off" spellCheck={false} className="font-mono" {...registration} />
        </div>
      )}
    </Field>
  );
}
