import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import type { Role } from '@/shared/constants/roles';

/**
 * Client-only auth state that the server never sees: the role an admin is
 * viewing the app as, and whether the user has just signed out (so the guard
 * sends them to /login without a redirectTo back to where they were).
 */
interface AuthState {
  viewAs: Role | null;
  setViewAs: (role: Role | null) => void;
  signedOut: boolean;
  setSignedOut: (value: boolean) => void;
}

const AuthStateContext = createContext<AuthState | null>(null);

export function AuthStateProvider({ children }: { children: ReactNode }) {
  const [viewAs, setViewAs] = useState<Role | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const value = useMemo(() => ({ viewAs, setViewAs, signedOut, setSignedOut }), [viewAs, signedOut]);
  return <AuthStateContext value={value}>{children}</AuthStateContext>;
}

export function useAuthState(): AuthState {
  const value = use(AuthStateContext);
  if (!value) throw new Error('useAuthState must be used inside AuthStateProvider');
  return value;
}
