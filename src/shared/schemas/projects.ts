import { z } from 'zod';
import { PROJECT_STAGES } from '../constants/stages';
import { zDelayNotice } from './delay-notices';

export const zProjectStage = z.enum(PROJECT_STAGES);

/** The building a customer ordered (Project.specification). */
export const zProjectSpecification = z.object({
  size: z.string().min(1).max(100),
  color: z.string().min(1).max(100),
  windows: z.string().min(1).max(200),
  doors: z.string().min(1).max(200),
  electricalPackage: z.string().min(1).max(200),
  insulation: z.string().min(1).max(200),
  groundScrews: z.boolean(),
});
export type ProjectSpecification = z.infer<typeof zProjectSpecification>;

const zIsoDate = z.iso.date();

export const zProject = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  stage: zProjectStage,
  startDate: zIsoDate.nullable(),
  estimatedCompletion: zIsoDate.nullable(),
  installDate: zIsoDate.nullable(),
  progress: z.number().int().min(0).max(100),
  specification: zProjectSpecification,
  customerId: z.string(),
});
export type Project = z.infer<typeof zProject>;

/** A dated step the customer can look forward to (Upcoming Milestones card). */
export const zProjectMilestone = z.object({ title: z.string(), date: zIsoDate, completed: z.boolean() });
export type ProjectMilestone = z.infer<typeof zProjectMilestone>;

/** The project as its dashboard shows it: with its milestones, in date order, and the newest delay notice. */
export const zProjectDetail = zProject.extend({
  milestones: z.array(zProjectMilestone),
  customerName: z.string(),
  delayNotice: zDelayNotice.nullable(),
});
export type ProjectDetail = z.infer<typeof zProjectDetail>;
