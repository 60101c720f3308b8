import type { ProjectDetail } from '@/shared/schemas/projects';

/** The spec's sample project as the API answers it, for component tests; each test changes what it is about. */
export function sampleProject(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    id: 'proj-123456',
    name: 'Garden Office, 4m x 3m',
    status: 'In Progress',
    stage: 'design_confirmation',
    startDate: '2024-01-15',
    estimatedCompletion: '2024-04-26',
    installDate: '2024-04-22',
    progress: 65,
    customerId: 'user-1',
    customerName: 'Emma Clarke',
    specification: {
      size: '4m x 3m',
      color: 'Anthracite grey',
      windows: '2 fixed windows',
      doors: 'Double doors',
      electricalPackage: 'Standard',
      insulation: 'Standard: 75 mm PIR',
      groundScrews: true,
    },
    milestones: [],
    delayNotice: null,
    ...overrides,
  };
}
