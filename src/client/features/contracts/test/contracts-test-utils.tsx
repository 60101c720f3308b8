import type { Contract } from '@/shared/schemas/contracts';
import type { CustomerSummary } from '@/shared/schemas/customers';

export { callsTo, headerOf, stubApi } from '../../../../../tests/setup/client-api-stub';
export { renderWithProviders } from '@/client/test/render-with-providers';

export const CONTRACT_ID = 'c1000000-0000-4000-8000-000000000001';
export const contractPath = (id: string) => `/api/contracts/${id}`;

export function contract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: CONTRACT_ID,
    title: 'Garden Office Build Agreement',
    description: 'Supply and installation of your garden office',
    content: '# Agreement\n\nWe will build your garden room.\n\n## Payment\n\nA 20% deposit is due on signing.',
    customerId: 'user-customer',
    customerName: 'Jane Cooper',
    projectId: 'proj-123456',
    staffId: 'user-staff',
    status: 'unsigned',
    isSigned: false,
    signedAt: null,
    voidedAt: null,
    createdAt: '2030-04-20T09:00:00.000Z',
    contentHash: null,
    signerName: null,
    signerEmail: null,
    cancellationEndsAt: null,
    workStartRequestedAt: null,
    ...overrides,
  };
}

/** The contract as the API answers once its customer has signed it. */
export function signed(base: Contract, signedAt = '2030-04-22T13:05:00.000Z'): Contract {
  return {
    ...base,
    status: 'signed',
    isSigned: true,
    signedAt: signedAt,
    contentHash: 'a'.repeat(64),
    signerName: 'Jane Cooper',
    signerEmail: 'jane@example.com',
    cancellationEndsAt: new Date(Date.parse(signedAt) + 14 * 86_400_000).toISOString(),
  };
}

export function customer(overrides: Partial<CustomerSummary> = {}): CustomerSummary {
  return { id: 'user-jane', name: 'Jane Cooper', email: 'jane@example.com', projectId: 'proj-jane', projectName: 'Garden Office, 4m x 3m', ...overrides };
}

export const apiError = (status: number, code: string, message: string) => ({ status, body: { error: { code, message } } });
