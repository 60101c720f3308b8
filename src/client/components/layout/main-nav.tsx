import { ChevronDown } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { cn } from '@/client/lib/cn';
import { MAIN_MENU, type MenuItem } from './menu-items';

const itemClass = 'inline-flex h-10 items-center gap-1 rounded-full px-3 text-sm font-medium transition-colors xl:px-3.5';

/** The desktop main menu; Products and Services open keyboard-accessible dropdowns. */
export function MainNav({ onDark, className }: { onDark: boolean; className?: string }) {
  const hover = onDark ? 'hover:bg-white/10' : 'hover:bg-subtle';
  const current = onDark ? 'bg-white/15' : 'bg-subtle text-brand-ink';
  return (
    <nav aria-label="Main" className={cn('hidden md:block', className)}>
      <ul className="flex items-center gap-0.5">
        {MAIN_MENU.map((item) => (
          <li key={item.title}>
            {item.items ? (
              <SubMenu item={item} className={cn(itemClass, hover)} currentClass={current} />
            ) : (
              <NavLink
                to={item.href}
                end
                className={({ isActive }) => cn(itemClass, hover, isActive && current)}
              >
                {item.title}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SubMenu({ item, className, currentClass }: { item: MenuItem; className: string; currentClass: string }) {
  const { pathname } = useLocation();
  const isCurrent = item.items?.some((sub) => sub.href === pathname) ?? false;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={cn(className, 'group', isCurrent && currentClass)}>
        {item.title}
        <ChevronDown
          aria-hidden="true"
          className="size-4 opacity-80 transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {item.items?.map((sub) => (
          <DropdownMenuItem key={sub.href} asChild>
            <Link to={sub.href} aria-current={sub.href === pathname ? 'page' : undefined}>
              {sub.title}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
