import { useEffect } from 'react';
import { toast } from 'sonner';
import { errorText } from '../components/error-text';

/** Error handling: a failed contracts fetch says "Error fetching contracts" with the server's message, once per failure. */
export function useFetchErrorToast(error: unknown, errorUpdatedAt: number) {
  useEffect(() => {
    if (!error) return;
    console.warn('Fetching contracts failed', error);
    toast.error('Error fetching contracts', { description: errorText(error), id: `contracts-fetch-${errorUpdatedAt}` });
  }, [error, errorUpdatedAt]);
}
