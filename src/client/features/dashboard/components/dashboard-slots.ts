import type { ReactNode } from 'react';

/** Other features' screens shown inside the dashboard, composed in by the route page. */
export interface DashboardSlots {
  paymentsTab: ReactNode;
  documentsTab: ReactNode;
  diagramsCard: ReactNode;
}
