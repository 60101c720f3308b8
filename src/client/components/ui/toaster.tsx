import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '@/shared/constants/product';
import { usePreferences } from '@/client/lib/preferences-provider';

/** One toast at a time, bottom-right, in the current theme (the product's business constants). */
export function Toaster() {
  const { resolvedTheme } = usePreferences();
  return <Sonner position="bottom-right" theme={resolvedTheme} duration={TOAST_DURATION_MS} visibleToasts={1} />;
}
