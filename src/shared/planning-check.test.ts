import { describe, expect, it } from 'vitest';
import { checkPlanning, type PlanningAnswers } from './planning-check';

const typical: PlanningAnswers = {
  widthM: 4,
  depthM: 3,
  boundaryDistanceM: 1,
  heightM: 2.5,
  roof: 'flat',
  forwardOfPrincipalElevation: false,
  gardenCoveredPercent: 20,
  protectedStatus: 'none',
  usedForSleeping: false,
};

describe('checkPlanning', () => {
  it('finds a typical 4 × 3 m room at the end of the garden likely permitted and exempt', () => {
    const result = checkPlanning(typical);
    expect(result.areaM2).toBe(12);
    expect(result.planning).toBe('permitted');
    expect(result.planningFindings.every((f) => f.outcome === 'ok')).toBe(true);
    expect(result.buildingRegs).toBe('exempt');
  });

  it('limits the height to 2.5 m within 2 m of a boundary, and to 3 m or 4 m further away', () => {
    expect(checkPlanning({ ...typical, heightM: 2.6 }).planning).toBe('needs_permission');
    expect(checkPlanning({ ...typical, heightM: 2.6 }).planningFindings).toContainEqual({
      outcome: 'problem',
      message: '2.6 m high is too tall: within 2 m of a boundary the limit is 2.5 m.',
    });
    expect(checkPlanning({ ...typical, boundaryDistanceM: 2, heightM: 3 }).planning).toBe('permitted');
    expect(checkPlanning({ ...typical, boundaryDistanceM: 2, heightM: 3.1 }).planning).toBe('needs_permission');
    expect(checkPlanning({ ...typical, boundaryDistanceM: 2, heightM: 3.9, roof: 'dual_pitched' }).planning).toBe('permitted');
    expect(checkPlanning({ ...typical, boundaryDistanceM: 2, heightM: 4.1, roof: 'dual_pitched' }).planning).toBe('needs_permission');
  });

  it('needs planning permission forward of the principal elevation, over half the garden, or for sleeping', () => {
    expect(checkPlanning({ ...typical, forwardOfPrincipalElevation: true }).planning).toBe('needs_permission');
    expect(checkPlanning({ ...typical, gardenCoveredPercent: 50 }).planning).toBe('permitted');
    expect(checkPlanning({ ...typical, gardenCoveredPercent: 51 }).planning).toBe('needs_permission');
    const sleeping = checkPlanning({ ...typical, usedForSleeping: true });
    expect(sleeping.planning).toBe('needs_permission');
    expect(sleeping.buildingRegs).toBe('needs_approval');
  });

  it('sends listed buildings and designated land to the council, unless a rule already needs permission', () => {
    expect(checkPlanning({ ...typical, protectedStatus: 'listed' }).planning).toBe('ask_council');
    expect(checkPlanning({ ...typical, protectedStatus: 'designated' }).planning).toBe('ask_council');
    expect(checkPlanning({ ...typical, protectedStatus: 'designated', heightM: 3 }).planning).toBe('needs_permission');
  });

  it('reads building regulations by floor area and distance from the boundary', () => {
    expect(checkPlanning({ ...typical, widthM: 5, depthM: 3 }).buildingRegs).toBe('exempt');
    const near = checkPlanning({ ...typical, widthM: 5, depthM: 4, boundaryDistanceM: 0.5 });
    expect(near.buildingRegs).toBe('exempt_if');
    expect(near.buildingRegsMessage).toMatch(/non-combustible/);
    expect(checkPlanning({ ...typical, widthM: 5, depthM: 4, boundaryDistanceM: 1 }).buildingRegs).toBe('exempt');
    expect(checkPlanning({ ...typical, widthM: 6, depthM: 5, boundaryDistanceM: 3 }).buildingRegs).toBe('exempt');
    const large = checkPlanning({ ...typical, widthM: 6.5, depthM: 5, boundaryDistanceM: 3 });
    expect(large.areaM2).toBe(32.5);
    expect(large.buildingRegs).toBe('needs_approval');
  });
});
