import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthStateProvider } from '@/client/lib/auth/auth-state';
import { PreferencesProvider } from '@/client/lib/preferences-provider';

/**
 * App-wide state that lives outside the router: server cache, preferences, client-only auth state.
 * Tooltips bring their own provider (components/ui/tooltip.tsx), so the public site's first
 * download does not carry Radix's tooltip and positioning code.
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PreferencesProvider>
        <AuthStateProvider>{children}</AuthStateProvider>
      </PreferencesProvider>
    </QueryClientProvider>
  );
}
