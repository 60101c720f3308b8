import type { ReactNode } from 'react';
import type { ProjectStage } from '@/shared/constants/stages';

/** Other features' screens shown inside the dashboard, composed in by the route page. */
export interface DashboardSlots {
  paymentsTab: ReactNode;
  documentsTab: ReactNode;
  diagramsCard: ReactNode;
  /** Project Notes & Updates. */
  notesPanel: ReactNode;
  /** Shared Notes & Updates: the team's latest, beside the dashboard. */
  sharedNotesPanel: ReactNode;
  /** Schedule a Call, on the Schedule tab. */
  callBooking: ReactNode;
  /** The project's recent activity that its customer may see. */
  activityPanel: ReactNode;
  /** Guarantees and aftercare: shown on the overview once the project is completed. */
  aftercarePanel?: ReactNode;
  /** The site diary: progress from site with photos, on the overview. */
  progressPanel?: ReactNode;
  /** Project Preparation, for the stage the loaded project is at. */
  checklistPanel: (stage: ProjectStage) => ReactNode;
  /** "What we need from you next", for the stage the loaded project is at. */
  nextSteps: (stage: ProjectStage) => ReactNode;
  /** Approve Design and Request Changes: shown only while the project is at design_confirmation. */
  designApproval: ReactNode;
  /** Variations awaiting the customer's approval; renders nothing when none waits. */
  variations?: ReactNode;
  /** Beneath the Building Specifications: the variations approved. */
  specificationChanges?: ReactNode;
}
