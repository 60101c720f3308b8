import { PROJECT_STAGES, STAGE_STEPS, type ProjectStage } from '@/shared/constants/stages';

/** How long each step stays on screen before the timeline card moves on (the product's business constants). */
export const TIMELINE_ROTATION_MS = 4000;

export interface TimelineStep {
  step: number;
  title: string;
  label: string;
  /** One friendly line on what happens at this stage. */
  message: string;
}

const STAGE_MESSAGES: Record<ProjectStage, string> = {
  contract_deposit: "Your contract is signed and your deposit is in, so your garden room is officially on its way.",
  design_confirmation: "Have a look over your drawings and specification, and tell us they're just right before we build.",
  site_preparation: 'Send us a few photos of your garden and the access route so our installers can plan the day.',
  manufacturing: 'Your building is being made to measure in our workshop, panel by panel.',
  quality_control: 'We check every panel, window and fitting carefully before anything leaves the workshop.',
  delivery_installation: 'Your installation date is booked: our team will deliver and build your garden room on site.',
  completed: 'Your garden room is finished and handed over. Enjoy your new space!',
};

/** The seven steps in order, titles and labels from the shared stage table. */
export const TIMELINE_STEPS: readonly TimelineStep[] = PROJECT_STAGES.map((stage) => ({
  ...STAGE_STEPS[stage],
  message: STAGE_MESSAGES[stage],
}));

/** The step numbered `step` (1-7); out-of-range numbers clamp to the first or last step. */
export function timelineStep(step: number): TimelineStep {
  const index = Math.min(Math.max(Math.round(step), 1), TIMELINE_STEPS.length) - 1;
  return TIMELINE_STEPS[index] as TimelineStep;
}

/** Percent through the timeline once `step` is reached (step 7 is 100%). */
export function timelinePercent(step: number): number {
  return Math.round((step / TIMELINE_STEPS.length) * 100);
}

export function stepsLeftText(step: number): string {
  const left = TIMELINE_STEPS.length - step;
  if (left === 0) return 'No steps left';
  return `${left} ${left === 1 ? 'step' : 'steps'} left`;
}
