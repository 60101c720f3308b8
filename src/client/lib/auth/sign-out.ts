import { api, isApiError } from '../api-client';

export async function signOut(): Promise<void> {
  try {
    await api.post('/api/auth/sign-out', {});
  } catch (error) {
    // Already signed out is what we wanted.
    if (!isApiError(error, 401)) throw error;
  }
}
