import { configure } from '@testing-library/react';
import type { Installation, InstallationsPage } from '@/shared/schemas/installations';
import type { ProductionStatus, StaffDashboardStats } from '@/shared/schemas/staff-dashboard';

// The machine these run on is shared and often busy: allow stubbed answers time to land.
configure({ asyncUtilTimeout: 5_000 });

export { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
export { renderWithProviders } from '@/client/test/render-with-providers';

export const STATS: StaffDashboardStats = {
  activeProjects: 22,
  pendingInstallations: 22,
  pendingTasks: 6,
  newLeads: 6,
  openTickets: 3,
  unansweredTickets: 2,
  ticketsPastTarget: 1,
};

export const PRODUCTION: ProductionStatus = { capacity: 12, inProduction: 7, inQualityControl: 2, complete: 5, capacityPercent: 75 };

export const TEAMS = [
  { id: '0b5c6f0e-6d2a-4c38-9f0b-5a1f3e2d4c11', name: 'Team Ash' },
  { id: '7f3e2d1c-5b4a-4e39-8d2c-1a0b9c8d7e22', name: 'Team Oak' },
];

export function installation(overrides: Partial<Installation> = {}): Installation {
  return {
    projectId: 'proj-demo-001',
    projectName: 'Garden Studio, 5m x 4m',
    customerName: 'Oliver Hughes',
    productType: 'studio',
    installDate: '2099-05-12',
    installSlot: 'all_day',
    location: 'Guildford, Surrey',
    team: TEAMS[1]!,
    status: 'in_production',
    ...overrides,
  };
}

export function page(items: Installation[], overrides: Partial<InstallationsPage> = {}): InstallationsPage {
  return { items, page: 1, pageCount: 1, total: items.length, ...overrides };
}

/** The list's URL as the table asks for it. */
export function listPath({ page = 1, sort = 'installDate', search }: { page?: number; sort?: string; search?: string } = {}) {
  return `/api/installations?page=${page}&pageSize=10&sort=${sort}${search ? `&search=${encodeURIComponent(search).replaceAll('%20', '+')}` : ''}`;
}
