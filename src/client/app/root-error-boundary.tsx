import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '@/client/components/errors/error-screen';
import { reportClientError } from '@/client/lib/client-errors';

/** The root route's error element: a full reload also recovers from a failed code download. */
export function RootErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    // An answer the app gave on purpose (no such page) is not a fault; anything thrown is.
    if (!isRouteErrorResponse(error)) reportClientError('boundary', error);
  }, [error]);
  return <ErrorScreen error={error} onRetry={() => window.location.reload()} />;
}
