import { useRouteError } from 'react-router';
import { ErrorScreen } from '@/client/components/errors/error-screen';

/** The root route's error element: a full reload also recovers from a failed code download. */
export function RootErrorBoundary() {
  const error = useRouteError();
  return <ErrorScreen error={error} onRetry={() => window.location.reload()} />;
}
