import { describe, expect, it } from 'vitest';
import { amountDifference, referenceDiffers } from './transfer-discrepancy';

describe('amountDifference', () => {
  it('is nothing when the amounts agree or nothing was confirmed', () => {
    expect(amountDifference(550_000, 550_000)).toBeNull();
    expect(amountDifference(550_000, null)).toBeNull();
  });

  it('says how much less or more the customer sent', () => {
    expect(amountDifference(550_000, 500_000)).toEqual({ pence: -50_000, message: 'The customer confirmed £5,000.00 — £500.00 less than due.' });
    expect(amountDifference(550_000, 550_001)?.message).toBe('The customer confirmed £5,500.01 — £0.01 more than due.');
  });
});

describe('referenceDiffers', () => {
  it('ignores case, spaces and hyphens, as banks mangle them', () => {
    expect(referenceDiffers('INV-A1B2C3D4', 'inv a1b2c3d4')).toBe(false);
    expect(referenceDiffers('INV-A1B2C3D4', 'INVA1B2C3D4')).toBe(false);
  });

  it('flags a different reference', () => {
    expect(referenceDiffers('INV-A1B2C3D4', 'INV-A1B2C3D5')).toBe(true);
    expect(referenceDiffers('INV-A1B2C3D4', 'Garden room')).toBe(true);
  });
});
