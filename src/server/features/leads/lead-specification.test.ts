import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../../shared/schemas/configurator';
import { buildingFromConfiguration, summariseConfiguration } from './lead-specification';

const options = [
  { group: 'product_type' as const, code: 'studio', label: 'Garden Studio', attributes: { perM2Pence: 98_000 } },
  { group: 'size' as const, code: '2.5x2.5', label: '2.5 × 2.5 m', attributes: { widthM: 2.5, depthM: 2.5 } },
  { group: 'cladding' as const, code: 'larch', label: 'Siberian larch, natural', attributes: {} },
  { group: 'windows' as const, code: 'side_window', label: 'One side window', attributes: {} },
  { group: 'doors' as const, code: 'french', label: 'French doors', attributes: {} },
  { group: 'electrical' as const, code: 'standard', label: 'Standard', attributes: {} },
  { group: 'insulation' as const, code: 'standard', label: 'Standard (75 mm PIR)', attributes: {} },
  { group: 'base' as const, code: 'concrete', label: 'Concrete base', attributes: {} },
];
const studio: Configuration = { productType: 'studio', size: '2.5x2.5', cladding: 'larch', windows: 'side_window', doors: 'french', electrical: 'standard', insulation: 'standard', base: 'concrete' };

describe('a configuration as a specification', () => {
  it('writes each choice as staff would type it, the size from its dimensions', () => {
    expect(buildingFromConfiguration(options, studio)).toEqual({
      specification: {
        size: '2.5 m x 2.5 m',
        color: 'Siberian larch, natural',
        windows: 'One side window',
        doors: 'French doors',
        electricalPackage: 'Standard',
        insulation: 'Standard (75 mm PIR)',
        groundScrews: false,
      },
      productType: 'studio',
      projectName: 'Garden Studio project',
    });
  });

  it('keeps the code of an option deleted since, and no product type the project cannot be', () => {
    const building = buildingFromConfiguration(options, { ...studio, productType: 'shed', size: '7x5', base: 'ground_screws' });
    expect(building.productType).toBeUndefined();
    expect(building.specification).toMatchObject({ size: '7x5', groundScrews: true });
    expect(building.projectName).toBe('shed project');
  });

  it('sums it up in one line in buying order', () => {
    expect(summariseConfiguration(options, studio)).toBe(
      'Garden Studio, 2.5 m x 2.5 m, Siberian larch, natural, One side window, French doors, Standard, Standard (75 mm PIR), Concrete base',
    );
  });
});
