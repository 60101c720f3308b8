import type { ProjectSpecification } from '../../../shared/schemas/projects';

/** The project staff create with a customer; they rename it once the order is clear. */
export const NEW_PROJECT_NAME = 'Garden Room project';

const TBC = 'To be confirmed';

/** Nothing is ordered yet: every field says so until staff fill in the building. */
export const UNCONFIRMED_SPECIFICATION: ProjectSpecification = {
  size: TBC,
  color: TBC,
  windows: TBC,
  doors: TBC,
  electricalPackage: TBC,
  insulation: TBC,
  groundScrews: false,
};
