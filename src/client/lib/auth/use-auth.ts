import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Role } from '@/shared/constants/roles';
import type { SessionUser, SignIn } from '@/shared/schemas/auth';
import { paths } from '../paths';
import { useAuthState } from './auth-state';
import { completeFirstLogin } from './complete-first-login';
import { demoAccountsQueryKey } from './get-demo-accounts';
import { meQueryKey, meQueryOptions, useMe } from './get-me';
import { signInWithEmail } from './sign-in';
import { signOut } from './sign-out';
import { verifySecondFactor, type SecondFactor } from './verify-two-factor';
import { companyQueryKey } from '../company/get-company';

/** Tenant-wide public data survives a sign-out; everything else in the cache belonged to the user. */
const KEPT_ON_SIGN_OUT: readonly unknown[] = [meQueryKey[0], companyQueryKey[0], demoAccountsQueryKey[0]];

export interface Auth {
  /** The signed-in user, with the role an admin chose to view as; null when signed out. */
  user: SessionUser | null;
  /** The role the server knows, whatever the user is viewing as. */
  actualRole: Role | null;
  isLoading: boolean;
  isSigningIn: boolean;
  /** Throws TwoFactorRequiredError when the account asks for a code next; then call verifySecondFactor. */
  login: (email: string, password: string) => Promise<SessionUser | null>;
  verifySecondFactor: (factor: SecondFactor) => Promise<SessionUser | null>;
  logout: () => Promise<void>;
  switchRole: (role: Role) => void;
  markFirstLoginComplete: () => Promise<SessionUser>;
}

export function useAuth(): Auth {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useMe();
  const { viewAs, setViewAs, setSignedOut } = useAuthState();

  const startSession = useCallback(async () => {
    setSignedOut(false);
    setViewAs(null);
    // Whatever was cached belonged to whoever was signed in before.
    queryClient.removeQueries({ predicate: (q) => !KEPT_ON_SIGN_OUT.includes(q.queryKey[0]) });
    return queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
  }, [queryClient, setSignedOut, setViewAs]);

  const signIn = useMutation({
    mutationFn: async (input: SignIn) => {
      await signInWithEmail(input);
      return startSession();
    },
  });

  const secondFactor = useMutation({
    mutationFn: async (factor: SecondFactor) => {
      await verifySecondFactor(factor);
      return startSession();
    },
  });

  const firstLogin = useMutation({
    mutationFn: completeFirstLogin,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });

  const login = useCallback(
    (email: string, password: string) => signIn.mutateAsync({ email, password }),
    [signIn],
  );

  const logout = useCallback(async () => {
    await signOut();
    setViewAs(null);
    setSignedOut(true);
    queryClient.setQueryData(meQueryKey, null);
    queryClient.removeQueries({ predicate: (q) => !KEPT_ON_SIGN_OUT.includes(q.queryKey[0]) });
    await navigate(paths.login, { replace: true });
  }, [navigate, queryClient, setSignedOut, setViewAs]);

  const actual = me.data ?? null;
  const user = actual && viewAs && actual.role === 'admin' ? { ...actual, role: viewAs } : actual;

  return {
    user,
    actualRole: actual?.role ?? null,
    isLoading: me.isPending || signIn.isPending,
    isSigningIn: signIn.isPending || secondFactor.isPending,
    login,
    verifySecondFactor: secondFactor.mutateAsync,
    logout,
    // Only an admin may look at the app as another role, and only on this client.
    switchRole: (role) => setViewAs(actual?.role === 'admin' && role !== 'admin' ? role : null),
    markFirstLoginComplete: () => firstLogin.mutateAsync(),
  };
}
