import type { Role } from '@/shared/constants/roles';
import type { SessionUser } from '@/shared/schemas/auth';
import type { CompanySettings } from '@/shared/schemas/settings';

export { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
export { renderWithProviders } from '@/client/test/render-with-providers';

export function companySettings(overrides: Partial<CompanySettings> = {}): CompanySettings {
  return {
    companyName: 'Arbour Garden Rooms',
    subdomain: 'demo',
    primaryColor: '#1f6f4a',
    secondaryColor: '#a8742c',
    logoUrl: null,
    emailSenderName: null,
    productionCapacity: 12,
    logoMaxBytes: 2 * 1024 * 1024,
    ...overrides,
  };
}

export function sessionUser(role: Role): SessionUser {
  return { id: `user-${role}`, name: role, email: `${role}@example.com`, role, projectId: null, isFirstLogin: false };
}

/** The JSON body a stubbed call was sent with. */
export function sentBody(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init!.body));
}
