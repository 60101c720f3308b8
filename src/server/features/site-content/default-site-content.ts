import type { SiteContent } from '../../../shared/schemas/site-content';
import { PLANNING_BUILDING_REGULATIONS, PLANNING_PERMITTED_DEVELOPMENT } from './planning-guidance';

const COMMON_INCLUDED = [
  'Insulated floor, walls and roof',
  'Double-glazed doors and windows',
  'Sockets, lighting and a certified consumer unit',
  'Delivery and installation by our own team',
];

/**
 * What a company's site says before its admin has written anything: honest, general copy in
 * its own name, with typical UK prices (a 3 × 3 m room about £11k–£20k, including VAT). It
 * invents nothing a visitor could act on: no phone number, address or reviews.
 */
export function defaultSiteContent(companyName: string): SiteContent {
  return {
    tagline: 'Garden rooms, home offices and studios, designed and installed for you',
    hero: {
      headline: 'A room of your own, at the bottom of the garden',
      intro: `${companyName} designs, builds and installs insulated garden buildings that are warm in winter, cool in summer and ready to use all year round.`,
    },
    contact: { phone: null, email: null, address: null, openingHours: [], areaServed: ['the UK'] },
    products: {
      gardenRooms: {
        headline: 'Extra living space without moving house',
        intro: 'A garden room gives the family somewhere to relax, play or host guests, insulated and wired so it is comfortable in every season.',
        ranges: [
          { name: 'Compact', description: 'A snug room for reading, a hobby or a quiet corner.', widthM: 3, depthM: 2.5, fromPence: 1_395_000 },
          { name: 'Classic', description: 'Our most popular size, with room for a sofa and a desk.', widthM: 3, depthM: 3, fromPence: 1_695_000 },
          { name: 'Family', description: 'Space for a playroom, a gym or somewhere to entertain.', widthM: 4, depthM: 3, fromPence: 2_195_000 },
        ],
        included: COMMON_INCLUDED,
        idealFor: ['A snug or second living room', 'A playroom', 'A guest lounge', 'A home gym'],
      },
      homeOffices: {
        headline: 'A short walk to work',
        intro: 'A quiet, well-lit office away from the house, with the power and data you need for a full working day.',
        ranges: [
          { name: 'Single desk', description: 'Room for one desk, a chair and shelving.', widthM: 2.5, depthM: 2, fromPence: 1_145_000 },
          { name: 'Two desk', description: 'Room for two people, or one person and a meeting table.', widthM: 3, depthM: 2.5, fromPence: 1_425_000 },
        ],
        included: [...COMMON_INCLUDED, 'A data cable run from the house for wired internet'],
        idealFor: ['Working from home full time', 'A quiet space for calls', 'A small business base'],
      },
      studios: {
        headline: 'Light and space to make things',
        intro: 'A studio with generous glazing and room to spread out, for painting, music, crafts or fitness.',
        ranges: [
          { name: 'Studio', description: 'Wide glazing and a roof light for even daylight.', widthM: 4, depthM: 3, fromPence: 2_295_000 },
          { name: 'Studio Plus', description: 'More floor space for larger work or classes.', widthM: 5, depthM: 3, fromPence: 2_695_000 },
        ],
        included: [...COMMON_INCLUDED, 'A roof light'],
        idealFor: ['An art studio', 'A music room', 'A yoga or fitness studio', 'A craft workshop'],
      },
    },
    services: {
      installation: {
        headline: 'Installed by our own team',
        intro: 'We prepare the base and install your building ourselves, usually in two to five days on site.',
        steps: [
          { title: 'Site survey', text: 'We check access, levels and the route for materials, so delivery day runs smoothly.' },
          { title: 'Base', text: 'We fit ground screws or lay a concrete base, depending on your garden.' },
          { title: 'Build', text: 'The team builds the frame, fits the glazing and finishes the cladding.' },
          { title: 'Sign-off', text: 'We walk round the building with you and hand over the keys and certificates.' },
        ],
        whatWeDo: ['Protect lawns and paths while we work', 'Take away all packaging and offcuts', 'Certify the electrics'],
        aftercare: { title: 'Aftercare', text: 'If anything needs attention after installation, tell us and we will put it right.', guaranteeYears: 10 },
      },
      design: {
        headline: 'Designed around your garden',
        intro: 'We help you choose the size, layout, glazing and finish that suit your garden and how you will use the room.',
        steps: [
          { title: 'Talk to us', text: 'Tell us what the room is for and share a few photos of the garden.' },
          { title: 'Design', text: 'We draw a layout and specification with a clear, fixed price.' },
          { title: 'Approve', text: 'You approve the design before anything is made.' },
        ],
        whatWeDo: ['Advise on planning and building regulations', 'Suggest the best position for light and privacy', 'Plan electrics and heating'],
        aftercare: { title: 'No obligation', text: 'The design consultation is free, with no obligation to buy.', guaranteeYears: null },
      },
      maintenance: {
        headline: 'Looking after your building',
        intro: 'Garden buildings need very little care, and we are here when they do.',
        steps: [
          { title: 'Get in touch', text: 'Tell us what you have noticed, with a photo if you can.' },
          { title: 'Visit', text: 'We arrange a visit at a time that suits you.' },
          { title: 'Fix', text: 'We put it right and tell you what we did.' },
        ],
        whatWeDo: ['Annual check-ups', 'Door and window adjustments', 'Gutter and roof checks'],
        aftercare: { title: 'Guarantee', text: 'Work under guarantee costs you nothing.', guaranteeYears: 10 },
      },
    },
    composite: {
      headline: 'Cladding that looks after itself',
      intro: 'Composite cladding keeps its colour and never needs painting or treating.',
      colours: [
        { name: 'Anthracite', hex: '#3b3f42' },
        { name: 'Sage', hex: '#8a9a7b' },
        { name: 'Oak', hex: '#9a6b43' },
      ],
      benefits: ['No painting or staining', 'Will not rot, split or splinter', 'Made with recycled wood fibre and plastic'],
      guaranteeYears: 15,
    },
    pricing: {
      intro: 'Every price includes VAT at 20%, delivery and installation. Your final price depends on the options you choose.',
      tiers: [
        { name: 'Compact', description: 'A snug room or single-desk office.', widthM: 3, depthM: 2.5, fromPence: 1_395_000, features: [] },
        { name: 'Classic', description: 'Our most popular size.', widthM: 3, depthM: 3, fromPence: 1_695_000, features: [] },
        { name: 'Family', description: 'Room to relax, play or entertain.', widthM: 4, depthM: 3, fromPence: 2_195_000, features: [] },
      ],
      included: COMMON_INCLUDED,
      payment: {
        intro: 'You pay in stages by bank transfer, so you never pay far ahead of the work.',
        stages: [
          { label: 'Deposit', percent: 20, due: 'When you sign the contract' },
          { label: 'Manufacturing payment', percent: 50, due: 'About six weeks before installation' },
          { label: 'Final payment', percent: 30, due: 'When you sign off the finished building' },
        ],
      },
    },
    planning: {
      intro: 'Most garden buildings do not need planning permission, as long as they meet the permitted development rules.',
      permittedDevelopment: PLANNING_PERMITTED_DEVELOPMENT,
      buildingRegulations: PLANNING_BUILDING_REGULATIONS,
    },
    faqs: [
      {
        question: 'Do I need planning permission?',
        answer: 'Usually not: most garden rooms fall under permitted development. Our planning guidance explains the main rules, and we check your plans during the design consultation.',
        category: 'planning',
      },
      { question: 'How long does installation take?', answer: 'Most buildings take two to five days on site, depending on size and the base.', category: 'installation' },
      { question: 'Do your prices include VAT?', answer: 'Yes. Every price we show includes VAT at 20%.', category: 'pricing' },
    ],
    reviews: [],
  };
}
