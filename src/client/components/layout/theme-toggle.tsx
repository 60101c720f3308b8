import { Monitor, Moon, Sun } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { cn } from '@/client/lib/cn';
import { THEMES, type ThemePreference } from '@/client/lib/preferences';
import { usePreferences } from '@/client/lib/preferences-provider';

const OPTIONS: Record<ThemePreference, { label: string; Icon: typeof Sun }> = {
  light: { label: 'Light', Icon: Sun },
  dark: { label: 'Dark', Icon: Moon },
  system: { label: 'System', Icon: Monitor },
};

/** A button opening Light / Dark / System; the choice is kept in localStorage. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, setPreference } = usePreferences();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label="Toggle theme"
        className={cn('inline-flex size-10 items-center justify-center rounded-full transition-colors', className)}
      >
        {/* By the page's theme class, which is set before first paint: right before the app has hydrated too. */}
        <Sun aria-hidden="true" className="size-5 dark:hidden" />
        <Moon aria-hidden="true" className="hidden size-5 dark:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-40">
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setPreference('theme', value as ThemePreference)}>
          {THEMES.map((option) => {
            const { label, Icon: OptionIcon } = OPTIONS[option];
            return (
              <DropdownMenuRadioItem key={option} value={option}>
                <OptionIcon aria-hidden="true" className="size-4 text-muted" />
                {label}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
