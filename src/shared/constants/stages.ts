/** The seven build stages a customer follows, in order (customer timeline). */
export const PROJECT_STAGES = [
  'contract_deposit',
  'design_confirmation',
  'site_preparation',
  'manufacturing',
  'quality_control',
  'delivery_installation',
  'completed',
] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];

export const STAGE_STEPS: Record<ProjectStage, { step: number; title: string; label: string }> = {
  contract_deposit: { step: 1, title: 'Contract & Deposit Received', label: 'Starting' },
  design_confirmation: { step: 2, title: 'Design Approval Pending', label: 'Planning' },
  site_preparation: { step: 3, title: 'Site Access Photos Needed', label: 'Planning' },
  manufacturing: { step: 4, title: 'Manufacturing Started', label: 'Production' },
  quality_control: { step: 5, title: 'Final Quality Control Checks', label: 'Production' },
  delivery_installation: { step: 6, title: 'Delivery & Installation Booked', label: 'Delivery' },
  completed: { step: 7, title: 'Project Completed', label: 'Complete' },
};
