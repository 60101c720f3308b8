import type { Role } from '@/shared/constants/roles';
import type { SessionUser } from '@/shared/schemas/auth';
import type { ConfiguratorOption } from '@/shared/schemas/configurator';

export { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
export { renderWithProviders } from '@/client/test/render-with-providers';

export function sessionUser(role: Role): SessionUser {
  return { id: `user-${role}`, name: role, email: `${role}@example.com`, role, projectId: null, isFirstLogin: false };
}

export function sentBody(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init!.body));
}

let next = 0;
function option(o: Partial<ConfiguratorOption> & Pick<ConfiguratorOption, 'group' | 'code' | 'label'>): ConfiguratorOption {
  next += 1;
  return { id: `opt-${next}`, description: null, pricePence: 0, pricing: 'fixed', attributes: {}, available: true, position: next * 10, ...o };
}

/** A small price list with one of everything the pricing rule tells apart. */
export function sampleOptions(): ConfiguratorOption[] {
  next = 0;
  return [
    option({ group: 'product_type', code: 'garden_room', label: 'Garden Room', pricePence: 450_000, attributes: { perM2Pence: 85_000 } }),
    option({ group: 'product_type', code: 'studio', label: 'Garden Studio', pricePence: 580_000, attributes: { perM2Pence: 98_000 } }),
    option({ group: 'size', code: '3x3', label: '3 × 3 m', attributes: { widthM: 3, depthM: 3 } }),
    option({ group: 'size', code: '5x4', label: '5 × 4 m', attributes: { widthM: 5, depthM: 4 } }),
    option({ group: 'cladding', code: 'composite', label: 'Composite, anthracite grey', description: 'Included.' }),
    option({ group: 'cladding', code: 'cedar', label: 'Western red cedar', pricePence: 9_000, pricing: 'per_m2' }),
    option({ group: 'windows', code: 'side_window', label: 'One side window' }),
    option({ group: 'doors', code: 'french', label: 'French doors' }),
    option({ group: 'doors', code: 'bifold', label: 'Bi-fold doors', pricePence: 240_000 }),
    option({ group: 'electrical', code: 'standard', label: 'Standard', pricePence: 95_000 }),
    option({ group: 'insulation', code: 'standard', label: 'Standard (75 mm PIR)', pricing: 'per_m2' }),
    option({ group: 'base', code: 'ground_screws', label: 'Ground screws', pricePence: 5_500, pricing: 'per_m2' }),
  ];
}
