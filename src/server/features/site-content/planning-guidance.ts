/**
 * The permitted-development and building-regulations points from the domain notes, worded
 * for visitors. Pages always add "guidance, not legal advice": councils decide, and listed
 * buildings and designated land have their own rules.
 */
export const PLANNING_PERMITTED_DEVELOPMENT = [
  'The building must not sit forward of the principal elevation of the house (usually the front wall facing the road).',
  'Together with other outbuildings and extensions, it must not cover more than half of the garden around the original house.',
  'Within 2 m of a boundary, the building can be no more than 2.5 m high.',
  'It cannot be used as sleeping accommodation, such as a bedroom or annexe.',
  'Listed buildings, conservation areas, National Parks and other designated land have stricter rules.',
];

export const PLANNING_BUILDING_REGULATIONS = [
  'A building over 15 m² must be at least 1 m from every boundary, or be built substantially of non-combustible materials.',
  'A building over 30 m² of floor space needs building-regulations approval.',
  'New electrical circuits must be installed and certified by a registered electrician (Part P).',
];
