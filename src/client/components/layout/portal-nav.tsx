import { Menu } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { isStaffRole, type Role } from '@/shared/constants/roles';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { cn } from '@/client/lib/cn';
import { paths } from '@/client/lib/paths';
import { useUnreadMessages } from '@/client/lib/queries/unread-messages';

const LINKS: { title: string; href: string; audience: 'everyone' | 'staff' | 'admin' }[] = [
  { title: 'Dashboard', href: paths.dashboard, audience: 'everyone' },
  { title: 'Messages', href: paths.messages, audience: 'everyone' },
  { title: 'Support', href: paths.support, audience: 'everyone' },
  { title: 'Contracts', href: paths.contracts, audience: 'everyone' },
  { title: 'Customers', href: paths.customers, audience: 'staff' },
  { title: 'Scheduling', href: paths.scheduling, audience: 'staff' },
  { title: 'Leads', href: paths.leads, audience: 'staff' },
  { title: 'Reports', href: paths.reports, audience: 'staff' },
  { title: 'Sent emails', href: paths.emails, audience: 'admin' },
  { title: 'Settings', href: paths.settings, audience: 'staff' },
];

function linksFor(role: Role) {
  return LINKS.filter((link) => link.audience === 'everyone' || (link.audience === 'staff' ? isStaffRole(role) : role === 'admin'));
}

/**
 * A customer's four links fit a tablet; the staff's longer row waits for a 1280 px screen, where
 * an admin's nine fit beside the View as switch only with narrower padding and the switch's short
 * label (view-as-menu.tsx). The menu serves below it.
 */
function rowFits(role: Role): boolean {
  return linksFor(role).length <= 4;
}

/** An admin's ten links fit beside the switch at 1280 px only a little tighter; from 2xl they have room. */
function rowIsFull(role: Role): boolean {
  return linksFor(role).length > 9;
}

/** The portal's sections: a row of links on wide screens. */
export function PortalNav({ role }: { role: Role }) {
  return (
    <nav aria-label="Portal" className={rowFits(role) ? 'hidden md:block' : 'hidden xl:block'}>
      <ul className="flex items-center gap-0.5">
        {linksFor(role).map((link) => (
          <li key={link.href}>
            <NavLink
              to={link.href}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-9 items-center rounded-full px-2.5 text-sm font-medium whitespace-nowrap 2xl:px-3 text-muted transition-colors hover:bg-subtle hover:text-foreground',
                  rowIsFull(role) && 'px-2 text-[13px] 2xl:text-sm',
                  isActive && 'bg-brand-subtle text-brand-ink hover:bg-brand-subtle hover:text-brand-ink',
                )
              }
            >
              {link.title}
              {link.href === paths.messages && <UnreadMessagesBadge />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The same links in a dropdown under the mobile breakpoint. */
export function PortalNavMenu({ role }: { role: Role }) {
  const { pathname } = useLocation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Open navigation"
        className={cn('inline-flex size-10 items-center justify-center rounded-full hover:bg-subtle', rowFits(role) ? 'md:hidden' : 'xl:hidden')}
      >
        <Menu aria-hidden="true" className="size-5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {linksFor(role).map((link) => (
          <DropdownMenuItem key={link.href} asChild>
            <Link
              to={link.href}
              aria-current={pathname === link.href ? 'page' : undefined}
              className="aria-[current=page]:font-semibold aria-[current=page]:text-brand-ink"
            >
              {link.title}
              {link.href === paths.messages && <UnreadMessagesBadge />}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The number of unread messages beside the Messages link; read out as part of the link's name. */
function UnreadMessagesBadge() {
  const { data: count } = useUnreadMessages();
  if (!count) return null;
  const shown = count > 99 ? '99+' : String(count);
  return (
    <>
      <span aria-hidden="true" className="ml-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-fg tabular-nums">
        {shown}
      </span>
      <span className="sr-only">{` (${count} unread)`}</span>
    </>
  );
}
