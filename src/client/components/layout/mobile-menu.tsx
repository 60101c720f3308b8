import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '@/shared/constants/product';
import { useDemoAccounts } from '@/client/lib/auth/get-demo-accounts';
import { cn } from '@/client/lib/cn';

const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadDrawer);

/**
 * The menu under the mobile breakpoint: a button that opens a right-side drawer. It is open only
 * on the path it was opened on, so any route change closes it. The drawer's code is fetched when
 * the button is first pointed at or focused, so opening it does not wait.
 */
export function MobileMenu({ onDark }: { onDark: boolean }) {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const open = openOn === pathname;
  // Asked for with the header so the drawer's quick-access buttons are ready when it opens.
  useDemoAccounts();

  // Widening the window past the breakpoint hides the button; an open drawer would be left
  // holding the page's scroll lock with no visible way back, so it closes.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const closeIfWide = () => {
      if (wide.matches) setOpenOn(null);
    };
    wide.addEventListener('change', closeIfWide);
    return () => wide.removeEventListener('change', closeIfWide);
  }, [open]);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpenOn(pathname);
        }}
        className={cn(
          'inline-flex size-10 items-center justify-center rounded-full md:hidden',
          onDark ? 'hover:bg-white/10' : 'hover:bg-subtle',
        )}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={(next) => setOpenOn(next ? pathname : null)} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
