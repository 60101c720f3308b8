import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { Sheet, SheetContent, SheetTitle } from '@/client/components/ui/sheet';
import { useDemoAccounts } from '@/client/lib/auth/get-demo-accounts';
import { useSignedIn } from '@/client/lib/auth/use-signed-in';
import { cn } from '@/client/lib/cn';
import { paths } from '@/client/lib/paths';
import { MOBILE_MENU } from './menu-items';
import { QuickAccess } from './quick-access';
import { ThemeToggle } from './theme-toggle';

interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back when the drawer closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The drawer itself, loaded when first opened (mobile-menu.tsx): its dialog, focus trap and
 * scroll lock are not part of the first download of a page.
 */
export default function MobileDrawer({ open, onOpenChange, triggerRef }: MobileDrawerProps) {
  const demoAccounts = useDemoAccounts();
  const signedIn = useSignedIn();

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id="mobile-menu"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // The button is not Radix's own trigger, so Radix would not know where focus goes back to.
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
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
          <div className="flex flex-col gap-2 px-3">
            <Link to={paths.demo} className={cn(buttonVariants({ size: 'lg' }), 'w-full')}>
              Book a Demo
            </Link>
            {signedIn && (
              <Link to={paths.dashboard} className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }), 'w-full')}>
                Dashboard
              </Link>
            )}
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
