import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { isStaffRole } from '@/shared/constants/roles';
import type { SessionUser } from '@/shared/schemas/auth';
import { ensure, type PageLoader } from '@/client/app/route-data';
import { meQueryOptions } from '@/client/lib/auth/get-me';

type StaffReads = (queryClient: QueryClient, args: LoaderFunctionArgs, me: SessionUser) => Promise<void>;

/**
 * A staff page's loader: who is signed in (the page's guard reads it), then the page's own reads,
 * only for staff. Anyone else is shown that the page is not theirs, which reads nothing more.
 */
export function staffPageLoader(reads: StaffReads): PageLoader {
  return async (queryClient, args) => {
    const me = await ensure(queryClient, meQueryOptions());
    if (me && isStaffRole(me.role)) await reads(queryClient, args, me);
  };
}
