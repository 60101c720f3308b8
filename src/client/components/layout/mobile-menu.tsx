import { Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '@/shared/constants/product';
import { buttonVariants } from '@/client/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/client/components/ui/sheet';
import { useDemoAccounts } from '@/client/lib/auth/get-demo-accounts';
import { cn } from '@/client/lib/cn';
import { paths } from '@/client/lib/paths';
import { MOBILE_MENU } from './menu-items';
import { QuickAccess } from './quick-access';
import { ThemeToggle } from './theme-toggle';

/**
 * The menu under the mobile breakpoint: a right-side drawer. It is open only
 * on the path it was opened on, so any route change closes it.
 */
export function MobileMenu({ onDark }: { onDark: boolean }) {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  // Loaded with the header so the drawer's quick-access buttons are ready when it opens.
  const demoAccounts = useDemoAccounts();

  // Widening the window past the breakpoint hides the trigger; an open drawer would be left
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
    <Sheet open={open} onOpenChange={(next) => setOpenOn(next ? pathname : null)}>
      <SheetTrigger
        aria-label="Open menu"
        className={cn(
          'inline-flex size-10 items-center justify-center rounded-full md:hidden',
          onDark ? 'hover:bg-white/10' : 'hover:bg-subtle',
        )}
      >
        <Menu aria-hidden="true" className="size-6" />
      </SheetTrigger>
      <SheetContent aria-describedby={undefined}>
        <div className="flex h-18 shrink-0 items-center border-b border-border px-5">
          <SheetTitle>Menu</SheetTitle>
        </div>
        <div className="flex flex-1 flex-col gap-6 px-3 py-5">
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-0.5">
              {MOBILE_MENU.map((item) => (
                <li key={item.href}>
                  <NavLink
                    to={item.href}
                    end
                    className={({ isActive }) =>
                      cn(
                        'flex h-12 items-center rounded-xl px-3 text-base font-medium hover:bg-subtle',
                        isActive && 'bg-subtle text-brand-ink',
                      )
                    }
                  >
                    {item.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="px-3">
            <Link to={paths.demo} className={cn(buttonVariants({ size: 'lg' }), 'w-full')}>
              Book a Demo
            </Link>
          </div>
          <div className="flex items-center justify-between rounded-xl border border-border px-3 py-1.5">
            <span className="text-sm font-medium">Theme</span>
            <ThemeToggle className="hover:bg-subtle" />
          </div>
          {demoAccounts.length > 0 && <QuickAccess accounts={demoAccounts} />}
        </div>
      </SheetContent>
    </Sheet>
  );
}
