import type { SiteContentInput } from '../../../../shared/schemas/site-content';

/** The demo company's questions, in the order its customers ask them. */
export const ARBOUR_FAQS: SiteContentInput['faqs'] = [
  {
    question: 'Do I need planning permission for a garden room?',
    answer:
      'Usually not. Most of our rooms fall under permitted development: behind the front of the house, under 2.5 m tall within 2 m of a boundary, covering no more than half the garden and not used for sleeping. Listed buildings, conservation areas and designated land such as the South Downs National Park have stricter rules. We check your property at the design visit, and if an application is needed we can prepare it for you.',
    category: 'planning',
  },
  {
    question: 'Do I need building regulations approval?',
    answer:
      'Not for most garden rooms. Buildings under 15 m² are exempt; between 15 m² and 30 m² they are exempt if they are at least 1 m from every boundary or built mainly of non-combustible materials. Over 30 m², approval is needed and we handle it. The electrics are always certified under Part P.',
    category: 'planning',
  },
  {
    question: 'Can a garden room be used as a bedroom?',
    answer:
      'Not under permitted development: sleeping accommodation needs planning permission and must meet building regulations for habitable rooms. If you want a guest annexe, talk to us early and we will explain what is involved.',
    category: 'planning',
  },
  {
    question: 'How long does it take from order to installation?',
    answer:
      'Typically eight to ten weeks from approving your design, depending on the season. Installation itself takes three to five days on site. Your portal shows the date for each stage as soon as it is booked.',
    category: 'installation',
  },
  {
    question: 'What access do you need on delivery day?',
    answer:
      'Materials arrive on a 7.5-tonne lorry, so we need somewhere for it to park near your property and a clear path at least 80 cm wide to the garden. Nothing needs to come through the house. We confirm everything at the survey and send a site-readiness checklist a week before.',
    category: 'installation',
  },
  {
    question: 'What base do you use?',
    answer:
      'Galvanised ground screws for almost every garden: they go in within a day, need no concrete and cope well with slopes and tree roots. Where the ground is unsuitable we lay a concrete slab, and the survey tells us which you need.',
    category: 'building',
  },
  {
    question: 'Will it be warm enough in winter?',
    answer:
      'Yes. Walls, floor and roof have 100 mm of PIR insulation and all glazing is double glazed, so a small panel heater keeps the room comfortable all year.',
    category: 'building',
  },
  {
    question: 'Can I choose my own layout and finishes?',
    answer:
      'Every room is made to order. You choose the size, door and window positions, cladding colour, electrics and heating, and we draw it up before anything is made.',
    category: 'design',
  },
  {
    question: 'Do your prices include VAT?',
    answer: 'Yes. Every price on our site and in your quote includes VAT at 20%, delivery, installation, the base and the electrical package.',
    category: 'pricing',
  },
  {
    question: 'How do I pay?',
    answer:
      'By bank transfer in three stages: a 20% deposit when you sign the contract, 50% about six weeks before installation, and the final 30% when you sign off the finished building. Bank details are shown only in your customer portal, and we will never ask you to pay to new bank details by email.',
    category: 'pricing',
  },
  {
    question: 'What guarantees do I get?',
    answer:
      'A 10-year structural guarantee, 25 years on the composite cladding, 10 years on the doors and windows, and 2 years on workmanship. We also visit at six months to adjust doors and check everything has settled.',
    category: 'aftercare',
  },
  {
    question: 'Does a garden room need maintenance?',
    answer:
      'Very little. Wash the cladding and glazing once a year, keep the gutters clear and oil the door locks. Our annual service does all of it for £145 including VAT.',
    category: 'aftercare',
  },
];

/** Reviews from the demo company's customers. */
export const ARBOUR_REVIEWS: SiteContentInput['reviews'] = [
  {
    name: 'Sarah M.',
    town: 'Guildford',
    rating: 5,
    text: 'From the design visit to the last screw, the team were brilliant. The portal meant I always knew what was happening next, and the office is warm even in January.',
  },
  {
    name: 'David and Claire R.',
    town: 'Horsham',
    rating: 5,
    text: 'Our Arun room went up in four days and the garden looked better afterwards than before. The kids have claimed it as a playroom and we have our living room back.',
  },
  {
    name: 'Tom H.',
    town: 'Farnham',
    rating: 5,
    text: 'I had three quotes. Arbour’s was not the cheapest, but it was the only one that included everything, and the price never changed.',
  },
  {
    name: 'Anita K.',
    town: 'Petersfield',
    rating: 4,
    text: 'Beautiful studio with lovely light for painting. Installation was a day later than planned because of rain, but we were told early and the finish is excellent.',
  },
  {
    name: 'Richard P.',
    town: 'Haslemere',
    rating: 5,
    text: 'They checked our planning position properly: we are close to the boundary, so they kept the roof under 2.5 m. Quiet, tidy and professional.',
  },
];
