import type { NewChecklistTemplateItem } from '../../../shared/schemas/checklist';

type DefaultItem = Pick<NewChecklistTemplateItem, 'title' | 'type' | 'stage'> & Partial<Pick<NewChecklistTemplateItem, 'visibility' | 'description' | 'isMandatory'>>;

/**
 * The preparation checklist a new company starts with: what a UK garden-room
 * build needs from the customer and from the team, stage by stage. Each company
 * edits its own copy (staff dashboard → Project Preparation Checklist).
 */
export const DEFAULT_CHECKLIST_TEMPLATE: DefaultItem[] = [
  {
    title: 'Check whether you need planning permission',
    description:
      'Most garden rooms are permitted development, but not if your home is listed, in a conservation area or a flat, or if the room will be over 2.5 m tall within 2 m of a boundary. Tell us if you are unsure and we will check with you.',
    type: 'customer',
    isMandatory: true,
    stage: 'contract_deposit',
  },
  { title: 'Site survey', description: 'Measure the plot, check levels, access and where the power will come from.', type: 'staff', isMandatory: true, stage: 'contract_deposit' },
  {
    title: 'Confirm where the room will stand',
    description: 'Mark the position on your plan or diagram, including which way the doors face.',
    type: 'customer',
    isMandatory: true,
    stage: 'design_confirmation',
  },
  {
    title: 'Tell us where the electricity supply will come from',
    description: 'Usually your consumer unit in the house or garage; our electrician runs an armoured cable from there to the room.',
    type: 'customer',
    stage: 'design_confirmation',
  },
  {
    title: 'Check whether Building Regulations approval is needed',
    description: 'Needed for sleeping accommodation, for rooms over 30 m², and for rooms of 15 to 30 m² within 1 m of a boundary unless built of non-combustible materials.',
    type: 'staff',
    stage: 'design_confirmation',
  },
  {
    title: 'Send photos of the site and the access to it',
    description: 'The route from the road to the plot, the narrowest gate or passage (with a tape measure in shot) and the ground where the room will stand.',
    type: 'customer',
    isMandatory: true,
    stage: 'site_preparation',
  },
  {
    title: 'Clear the base area',
    description: 'Remove plants, paving, sheds and furniture from the footprint and 50 cm around it before the installation team arrives.',
    type: 'customer',
    isMandatory: true,
    stage: 'site_preparation',
  },
  { title: 'Check ground conditions for ground screws', description: 'Trial screw or soil check; note any drains or services under the footprint.', type: 'staff', isMandatory: true, stage: 'site_preparation' },
  { title: 'Order materials and cladding', type: 'staff', stage: 'manufacturing' },
  { title: 'Final quality check and photos before dispatch', type: 'staff', isMandatory: true, stage: 'quality_control' },
  {
    title: 'Arrange parking for the delivery vehicle',
    description: 'Space near the property for a 7.5 t lorry on delivery day; a parking suspension may be needed on busy streets.',
    type: 'shared',
    isMandatory: true,
    stage: 'delivery_installation',
  },
  { title: 'Book the electrician for the Part P certified connection', type: 'staff', isMandatory: true, stage: 'delivery_installation' },
  {
    title: 'Keep the electrical certificate and warranty safe',
    description: 'We hand these over when the room is finished; you will need them if you sell your home.',
    type: 'customer',
    stage: 'completed',
  },
];
