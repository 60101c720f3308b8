import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TooltipProvider } from '@/client/components/ui/tooltip';
import { AuthStateProvider } from '@/client/lib/auth/auth-state';
import { PreferencesProvider } from '@/client/lib/preferences-provider';

/** App-wide state that lives outside the router: server cache, preferences, client-only auth state. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PreferencesProvider>
        <AuthStateProvider>
          <TooltipProvider delayDuration={200}>{children}</TooltipProvider>
        </AuthStateProvider>
      </PreferencesProvider>
    </QueryClientProvider>
  );
}
