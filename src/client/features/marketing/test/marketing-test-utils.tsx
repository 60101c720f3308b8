import type { SiteContent } from '@/shared/schemas/site-content';

export { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
export { renderWithProviders } from '@/client/test/render-with-providers';

export const SITE_CONTENT_PATH = '/api/site-content';

const step = (title: string) => ({ title, text: `${title} text.` });

/** A small but complete document: one company's words, as GET /api/site-content answers. */
export function siteContent(overrides: Partial<SiteContent> = {}): SiteContent {
  const product = (name: string, widthM: number, depthM: number, fromPence: number) => ({
    headline: `${name} headline`,
    intro: `${name} intro.`,
    ranges: [
      { name: `The ${name} One`, description: 'Small and snug.', widthM, depthM, fromPence },
      { name: `The ${name} Two`, description: 'Bigger.', widthM: widthM + 1, depthM, fromPence: fromPence + 500_000 },
    ],
    included: [`${name} insulation`, 'Delivery and installation'],
    idealFor: [`${name} use`],
  });
  const service = (name: string, guaranteeYears: number | null) => ({
    headline: `${name} headline`,
    intro: `${name} intro.`,
    steps: [step(`${name} survey`), step(`${name} build`)],
    whatWeDo: [`${name} tidy up`],
    aftercare: { title: `${name} aftercare`, text: 'We come back.', guaranteeYears },
  });
  return {
    tagline: 'Oak rooms for Kent',
    hero: { headline: 'Rooms that last', intro: 'Built in Kent, for Kent.' },
    contact: {
      phone: '01632 960123',
      email: 'hello@oak.example',
      address: { lines: ['1 Mill Lane'], town: 'Ashford', county: 'Kent', postcode: 'TN24 8AA' },
      openingHours: [{ days: 'Monday to Friday', hours: '9am to 5pm' }],
      areaServed: ['Kent', 'East Sussex'],
    },
    products: {
      gardenRooms: product('Garden', 3, 3, 1_695_000),
      homeOffices: product('Office', 2.5, 2, 1_145_050),
      studios: product('Studio', 4, 3, 2_295_000),
    },
    services: { installation: service('Install', 10), design: service('Design', null), maintenance: service('Care', 10) },
    composite: {
      headline: 'Cladding that looks after itself',
      intro: 'No painting.',
      colours: [
        { name: 'Anthracite', hex: '#3b3f42' },
        { name: 'Sage', hex: '#8a9a7b' },
      ],
      benefits: ['Never needs painting'],
      guaranteeYears: 25,
    },
    pricing: {
      intro: 'All prices include VAT at 20%.',
      tiers: [
        { name: 'Classic', description: 'Popular.', widthM: 3, depthM: 3, fromPence: 1_695_000, features: ['Bi-fold doors'] },
        { name: 'Grand', description: 'Big.', widthM: 5, depthM: 4, fromPence: 3_095_000, features: [] },
      ],
      included: ['Free design consultation'],
      payment: {
        intro: 'Pay in stages by bank transfer.',
        stages: [
          { label: 'Deposit', percent: 20, due: 'On signing' },
          { label: 'Manufacturing Start Payment', percent: 50, due: 'Six weeks before' },
          { label: 'Final Payment', percent: 30, due: 'At sign-off' },
        ],
      },
    },
    planning: {
      intro: 'Most rooms need no planning permission.',
      permittedDevelopment: ['Within 2 m of a boundary, no more than 2.5 m tall.'],
      buildingRegulations: ['Over 30 m² needs building-regulations approval.'],
    },
    faqs: [
      { question: 'Do I need planning permission?', answer: 'Usually not.', category: 'planning' },
      { question: 'How long does installation take?', answer: 'Three to five days.', category: 'installation' },
      { question: 'Do prices include VAT?', answer: 'Yes, at 20%.', category: 'pricing' },
    ],
    reviews: [
      { name: 'Sarah M.', town: 'Ashford', rating: 5, text: 'Brilliant team.' },
      { name: 'Tom H.', town: 'Rye', rating: 4, text: 'Lovely room.' },
    ],
    ...overrides,
  };
}
