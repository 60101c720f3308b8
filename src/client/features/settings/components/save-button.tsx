import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';

/** A section's submit button: says it is saving, and cannot be pressed twice. */
export function SaveButton({ saving, children = 'Save' }: { saving: boolean; children?: string }) {
  return (
    <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
      {saving && <Spinner className="size-4 text-current" />}
      {saving ? 'Saving...' : children}
    </Button>
  );
}
