import { Eye } from 'lucide-react';
import { ROLES, type Role } from '@/shared/constants/roles';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';

const ROLE_LABELS: Record<Role, string> = { customer: 'Customer', staff: 'Staff', admin: 'Admin' };

/**
 * Admins only: look at the portal as another role. Rendering only; the server
 * still knows the admin as an admin.
 */
export function ViewAsMenu({ role, onChange }: { role: Role; onChange: (role: Role) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="inline-flex h-9 min-w-9 shrink-0 items-center justify-center gap-1.5 rounded-full border border-border px-2.5 text-sm sm:px-3 font-medium whitespace-nowrap hover:bg-subtle">
        <Eye aria-hidden="true" className="size-4 text-muted" />
        <span>
          {/* On phones only the eye shows, to leave room for the menu, and beside the staff's row of
              links (xl) only the role; the words are still read out. */}
          <span className="sr-only sm:not-sr-only xl:sr-only 2xl:not-sr-only">View as</span>
          <span className="sr-only">:</span> <span className="sr-only text-brand-ink sm:not-sr-only">{ROLE_LABELS[role]}</span>
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-44">
        <DropdownMenuLabel>View the portal as</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={role} onValueChange={(value) => onChange(value as Role)}>
          {ROLES.map((option) => (
            <DropdownMenuRadioItem key={option} value={option}>
              {ROLE_LABELS[option]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
