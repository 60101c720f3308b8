/**
 * A permitted-development and building-regulations self-check for a detached garden building in
 * England (Class E of the GPDO; Schedule 2 of the Building Regulations). Guidance, not legal
 * advice: it reads the buyer's answers against the headline limits and says which ones decide.
 */

/** Listed buildings and designated land (conservation area, AONB, National Park, World Heritage Site) have their own rules. */
export const PROTECTED_STATUSES = ['none', 'listed', 'designated'] as const;
export type ProtectedStatus = (typeof PROTECTED_STATUSES)[number];

export const ROOF_SHAPES = ['flat', 'dual_pitched'] as const;
export type RoofShape = (typeof ROOF_SHAPES)[number];

export interface PlanningAnswers {
  /** External footprint, from the chosen size. */
  widthM: number;
  depthM: number;
  /** Distance from the building to the nearest boundary of the garden. */
  boundaryDistanceM: number;
  /** Overall height from the ground. */
  heightM: number;
  roof: RoofShape;
  /** Would it stand forward of the wall of the house that faces the road (its principal elevation)? */
  forwardOfPrincipalElevation: boolean;
  /** Share of the garden (the land around the original house) all outbuildings, this one included, would cover. */
  gardenCoveredPercent: number;
  protectedStatus: ProtectedStatus;
  /** Would anyone sleep in it? */
  usedForSleeping: boolean;
}

/** Limits from the regulations; 'within 2 m' and 'over 15 m²' read as the rules word them. */
export const PLANNING_LIMITS = {
  nearBoundaryM: 2,
  nearBoundaryMaxHeightM: 2.5,
  maxHeightDualPitchedM: 4,
  maxHeightOtherRoofM: 3,
  maxGardenCoveredPercent: 50,
  buildingRegsExemptM2: 15,
  buildingRegsBoundaryM: 1,
  buildingRegsApprovalOverM2: 30,
} as const;

export type PlanningVerdict = 'permitted' | 'needs_permission' | 'ask_council';
export type BuildingRegsVerdict = 'exempt' | 'exempt_if' | 'needs_approval';

export interface PlanningFinding {
  /** Does this rule stop the building being permitted development or exempt? */
  outcome: 'ok' | 'problem' | 'check';
  message: string;
}

export interface PlanningCheck {
  areaM2: number;
  planning: PlanningVerdict;
  planningFindings: PlanningFinding[];
  buildingRegs: BuildingRegsVerdict;
  buildingRegsMessage: string;
}

const m = (metres: number) => `${Number(metres.toFixed(2))} m`;
const m2 = (area: number) => `${Number(area.toFixed(2))} m²`;

export function checkPlanning(answers: PlanningAnswers): PlanningCheck {
  const L = PLANNING_LIMITS;
  const areaM2 = Math.round(answers.widthM * 100) * Math.round(answers.depthM * 100) / 10_000;
  const nearBoundary = answers.boundaryDistanceM < L.nearBoundaryM;
  const findings: PlanningFinding[] = [];
  const add = (outcome: PlanningFinding['outcome'], message: string) => findings.push({ outcome, message });

  if (answers.forwardOfPrincipalElevation) add('problem', "Forward of the house's principal elevation (the front facing the road) needs planning permission.");
  else add('ok', "Not forward of the house's principal elevation.");

  const maxHeight = nearBoundary ? L.nearBoundaryMaxHeightM : answers.roof === 'dual_pitched' ? L.maxHeightDualPitchedM : L.maxHeightOtherRoofM;
  const heightRule = nearBoundary
    ? `within ${L.nearBoundaryM} m of a boundary the limit is ${m(maxHeight)}`
    : `the limit is ${m(maxHeight)} for a ${answers.roof === 'dual_pitched' ? 'dual-pitched' : 'flat or mono-pitched'} roof`;
  if (answers.heightM > maxHeight) add('problem', `${m(answers.heightM)} high is too tall: ${heightRule}.`);
  else add('ok', `${m(answers.heightM)} high is within the limit: ${heightRule}.`);

  if (answers.gardenCoveredPercent > L.maxGardenCoveredPercent) add('problem', `Outbuildings covering ${answers.gardenCoveredPercent}% of the garden is over the ${L.maxGardenCoveredPercent}% limit.`);
  else add('ok', `Outbuildings would cover ${answers.gardenCoveredPercent}% of the garden, within ${L.maxGardenCoveredPercent}%.`);

  if (answers.usedForSleeping) add('problem', 'Sleeping accommodation is not permitted development: a bedroom or annexe needs planning permission.');
  else add('ok', 'No sleeping accommodation.');

  if (answers.protectedStatus === 'listed') add('check', 'A listed building: outbuildings in its grounds need planning permission and may need listed building consent. Ask the council.');
  else if (answers.protectedStatus === 'designated') add('check', 'Designated land (conservation area, AONB, National Park or World Heritage Site) has tighter limits. Ask the council.');

  const planning: PlanningVerdict = findings.some((f) => f.outcome === 'problem') ? 'needs_permission' : findings.some((f) => f.outcome === 'check') ? 'ask_council' : 'permitted';
  return { areaM2, planning, planningFindings: findings, ...buildingRegulations(areaM2, answers) };
}

function buildingRegulations(areaM2: number, answers: PlanningAnswers): Pick<PlanningCheck, 'buildingRegs' | 'buildingRegsMessage'> {
  const L = PLANNING_LIMITS;
  // The rules measure internal floor area; the external footprint is a little more, so this errs on the side of asking.
  const size = `${m2(areaM2)} (external footprint)`;
  if (answers.usedForSleeping) return { buildingRegs: 'needs_approval', buildingRegsMessage: 'A building with sleeping accommodation needs building regulations approval, whatever its size.' };
  if (areaM2 > L.buildingRegsApprovalOverM2) return { buildingRegs: 'needs_approval', buildingRegsMessage: `${size} is over ${L.buildingRegsApprovalOverM2} m²: it needs building regulations approval.` };
  if (areaM2 > L.buildingRegsExemptM2) {
    if (answers.boundaryDistanceM >= L.buildingRegsBoundaryM) {
      return { buildingRegs: 'exempt', buildingRegsMessage: `${size} is between ${L.buildingRegsExemptM2} and ${L.buildingRegsApprovalOverM2} m² and at least ${L.buildingRegsBoundaryM} m from the boundary: likely exempt from building regulations.` };
    }
    return {
      buildingRegs: 'exempt_if',
      buildingRegsMessage: `${size} is over ${L.buildingRegsExemptM2} m² and under ${L.buildingRegsBoundaryM} m from the boundary: exempt only if built substantially of non-combustible materials, otherwise it needs building regulations approval.`,
    };
  }
  return { buildingRegs: 'exempt', buildingRegsMessage: `${size} is ${L.buildingRegsExemptM2} m² or less with no sleeping accommodation: likely exempt from building regulations.` };
}
