import { PRODUCT_TYPES, type ProductType } from '../../../shared/constants/operations';
import type { ConfiguratorGroup } from '../../../shared/constants/site';
import { GROUP_KEYS } from '../../../shared/configurator-groups';
import { CONFIGURATOR_GROUPS } from '../../../shared/constants/site';
import type { Configuration, ConfiguratorOption } from '../../../shared/schemas/configurator';
import type { ProjectSpecification } from '../../../shared/schemas/projects';

type OptionFacts = Pick<ConfiguratorOption, 'group' | 'code' | 'label' | 'attributes'>;

/** The base option that means ground screws: the specification keeps it as a yes/no. */
export const GROUND_SCREWS_CODE = 'ground_screws';

/** "2.5" not "2.50": metres as people write them. */
const metres = (m: number) => `${Number(m.toFixed(2))}`;

/**
 * Each group's choice by its label. An option deleted since the lead was sent keeps its code,
 * which still tells staff what was asked for.
 */
function chosenLabels(options: readonly OptionFacts[], configuration: Configuration): Record<ConfiguratorGroup, { label: string; option?: OptionFacts }> {
  const result = {} as Record<ConfiguratorGroup, { label: string; option?: OptionFacts }>;
  for (const group of CONFIGURATOR_GROUPS) {
    const code = configuration[GROUP_KEYS[group]];
    const option = options.find((o) => o.group === group && o.code === code);
    result[group] = { label: option?.label ?? code, option };
  }
  return result;
}

function sizeText(chosen: { label: string; option?: OptionFacts }): string {
  const { widthM, depthM } = chosen.option?.attributes ?? {};
  return widthM !== undefined && depthM !== undefined ? `${metres(widthM)} m x ${metres(depthM)} m` : chosen.label;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export interface LeadBuilding {
  specification: ProjectSpecification;
  /** Only when the configurator's product type is one a project can be. */
  productType?: ProductType;
  /** "Home Office project": the project is named for what was designed. */
  projectName: string;
}

/** The configurator's choices as the project's specification, the way staff would type it. */
export function buildingFromConfiguration(options: readonly OptionFacts[], configuration: Configuration): LeadBuilding {
  const chosen = chosenLabels(options, configuration);
  const productType = (PRODUCT_TYPES as readonly string[]).includes(configuration.productType) ? (configuration.productType as ProductType) : undefined;
  return {
    specification: {
      size: clip(sizeText(chosen.size), 100),
      color: clip(chosen.cladding.label, 100),
      windows: clip(chosen.windows.label, 200),
      doors: clip(chosen.doors.label, 200),
      electricalPackage: clip(chosen.electrical.label, 200),
      insulation: clip(chosen.insulation.label, 200),
      groundScrews: configuration.base === GROUND_SCREWS_CODE,
    },
    ...(productType ? { productType } : {}),
    projectName: clip(`${chosen.product_type.label} project`, 120),
  };
}

/** One line for the staff list: every choice by its label, in buying order. */
export function summariseConfiguration(options: readonly OptionFacts[], configuration: Configuration): string {
  const chosen = chosenLabels(options, configuration);
  return CONFIGURATOR_GROUPS.map((group) => (group === 'size' ? sizeText(chosen.size) : chosen[group].label)).join(', ');
}
