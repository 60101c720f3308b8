import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { Spinner } from '@/client/components/ui/spinner';

const FULL_SCREEN_AFTER_MS = 200;

/**
 * While the next page's code loads: a slim bar at once, and the full-screen
 * "Loading..." spinner if it takes long enough to notice (a quick load would
 * only flash it).
 */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setSlow(true), FULL_SCREEN_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [loading]);

  if (!loading) return null;
  return (
    <>
      <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-primary/20">
        <div className="h-full w-1/3 animate-progress bg-primary" />
      </div>
      <div
        role="status"
        className={slow ? 'fixed inset-0 z-[59] flex flex-col items-center justify-center gap-3 bg-background/90 text-muted' : 'sr-only'}
      >
        {slow && <Spinner className="size-8" />}
        <p className="text-sm font-medium">Loading...</p>
      </div>
    </>
  );
}
