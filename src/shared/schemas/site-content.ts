import { z } from 'zod';

/**
 * The public site's words for one company: one document per tenant (site_content.content),
 * checked on every write and again on every read, so a page never meets a half-shaped value.
 * Prices are integer pence including VAT at 20%; sizes are metres.
 */

export const FAQ_CATEGORIES = ['planning', 'design', 'building', 'pricing', 'installation', 'aftercare'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const PRODUCT_PAGE_KEYS = ['gardenRooms', 'homeOffices', 'studios'] as const;
export type ProductPageKey = (typeof PRODUCT_PAGE_KEYS)[number];
export const SERVICE_PAGE_KEYS = ['installation', 'design', 'maintenance'] as const;
export type ServicePageKey = (typeof SERVICE_PAGE_KEYS)[number];

/** Bounds that keep a "from" price and a footprint believable for a garden building. */
export const SITE_PRICE_MIN_PENCE = 50_000;
export const SITE_PRICE_MAX_PENCE = 100_000_000;
export const SITE_SIZE_MIN_M = 1;
export const SITE_SIZE_MAX_M = 20;

// Tabs and line breaks are fine in paragraphs; other control characters only ever arrive by accident or malice.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function text(max: number, what: string, allowNewlines = false) {
  return z
    .string(`Enter ${what}`)
    .trim()
    .min(1, `Enter ${what}`)
    .max(max, `Keep ${what} to ${max} characters`)
    .refine((v) => !CONTROL_CHARS.test(v) && (allowNewlines || !/[\r\n]/.test(v)), `${what[0]!.toUpperCase()}${what.slice(1)} cannot contain control characters${allowNewlines ? '' : ' or line breaks'}`);
}
const line = (max: number, what: string) => text(max, what);
const paragraph = (max: number, what: string) => text(max, what, true);

function list<T extends z.ZodType>(item: T, min: number, max: number, what: string) {
  return z
    .array(item, `Give a list of ${what}`)
    .min(min, `Give at least ${min} ${what}`)
    .max(max, `At most ${max} ${what}`);
}

const zMetres = z
  .number('Enter a size in metres')
  .min(SITE_SIZE_MIN_M, `At least ${SITE_SIZE_MIN_M} m`)
  .max(SITE_SIZE_MAX_M, `At most ${SITE_SIZE_MAX_M} m`)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Use at most two decimal places (centimetres)');

export const zFromPricePence = z
  .number('Enter a price in pence')
  .int('Use whole pence')
  .min(SITE_PRICE_MIN_PENCE, 'A "from" price is at least £500')
  .max(SITE_PRICE_MAX_PENCE, 'A "from" price is at most £1,000,000');

const zHexColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #3b3f42')
  .transform((v) => v.toLowerCase());

/** A UK number as people write it: digits, spaces and an optional leading +44. */
const zPhone = z
  .string()
  .trim()
  .regex(/^(\+44\s?|0)[0-9\s]{9,13}$/, 'Use a UK phone number like 01632 960123');

const zPostcode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$/, 'Use a UK postcode like GU7 1AB')
  .transform((v) => v.toUpperCase());

const zRange = z.object({
  name: line(60, 'the range name'),
  description: paragraph(400, 'the range description'),
  widthM: zMetres,
  depthM: zMetres,
  fromPence: zFromPricePence,
});

const zProductPage = z.object({
  headline: line(120, 'the headline'),
  intro: paragraph(800, 'the introduction'),
  ranges: list(zRange, 1, 8, 'ranges'),
  included: list(line(160, 'what is included'), 1, 20, 'included items'),
  idealFor: list(line(120, 'an ideal use'), 1, 12, 'ideal uses'),
});

const zStep = z.object({ title: line(80, 'the step title'), text: paragraph(400, 'the step text') });

const zServicePage = z.object({
  headline: line(120, 'the headline'),
  intro: paragraph(800, 'the introduction'),
  steps: list(zStep, 1, 8, 'steps'),
  whatWeDo: list(line(160, 'what we do'), 1, 12, 'items'),
  aftercare: z.object({
    title: line(80, 'the aftercare title'),
    text: paragraph(600, 'the aftercare text'),
    /** Null: the page names no guarantee period for this service. */
    guaranteeYears: z.number().int('Use whole years').min(1, 'At least 1 year').max(50, 'At most 50 years').nullable(),
  }),
});

const zPricingTier = z.object({
  name: line(60, 'the tier name'),
  description: paragraph(300, 'the tier description'),
  widthM: zMetres,
  depthM: zMetres,
  fromPence: zFromPricePence,
  features: list(line(120, 'a feature'), 0, 10, 'features'),
});

const zPaymentStage = z.object({
  label: line(60, 'the payment name'),
  percent: z.number('Enter a percentage').int('Use a whole percentage').min(1, 'At least 1%').max(100, 'At most 100%'),
  due: line(160, 'when it is due'),
});

export const zSiteContent = z.object({
  tagline: line(120, 'the tagline'),
  hero: z.object({ headline: line(120, 'the headline'), intro: paragraph(600, 'the introduction') }),
  contact: z.object({
    /** Null: no number published; the contact form is the way in. */
    phone: zPhone.nullable(),
    email: z.email('Use an email address like hello@example.com').max(254).nullable(),
    address: z
      .object({
        lines: list(line(80, 'an address line'), 1, 3, 'address lines'),
        town: line(60, 'the town'),
        county: line(60, 'the county').nullable(),
        postcode: zPostcode,
      })
      .nullable(),
    openingHours: list(z.object({ days: line(40, 'the days'), hours: line(60, 'the hours') }), 0, 7, 'opening-hours rows'),
    areaServed: list(line(60, 'a place'), 1, 20, 'places served'),
  }),
  products: z.object({
    gardenRooms: zProductPage,
    homeOffices: zProductPage,
    studios: zProductPage,
  }),
  services: z.object({
    installation: zServicePage,
    design: zServicePage,
    maintenance: zServicePage,
  }),
  composite: z.object({
    headline: line(120, 'the headline'),
    intro: paragraph(800, 'the introduction'),
    colours: list(z.object({ name: line(40, 'the colour name'), hex: zHexColour }), 1, 16, 'colours'),
    benefits: list(line(160, 'a benefit'), 1, 12, 'benefits'),
    guaranteeYears: z.number('Enter the guarantee in years').int('Use whole years').min(1, 'At least 1 year').max(50, 'At most 50 years'),
  }),
  pricing: z.object({
    intro: paragraph(600, 'the introduction'),
    tiers: list(zPricingTier, 1, 6, 'tiers'),
    included: list(line(160, 'what every build includes'), 1, 20, 'included items'),
    payment: z.object({
      intro: paragraph(600, 'how payment works'),
      stages: list(zPaymentStage, 1, 6, 'payments').refine(
        (stages) => stages.reduce((sum, s) => sum + s.percent, 0) === 100,
        'The payments must add up to 100%',
      ),
    }),
  }),
  planning: z.object({
    intro: paragraph(600, 'the introduction'),
    permittedDevelopment: list(line(240, 'a planning point'), 1, 12, 'planning points'),
    buildingRegulations: list(line(240, 'a building-regulations point'), 0, 8, 'building-regulations points'),
  }),
  faqs: list(
    z.object({
      question: line(200, 'the question'),
      answer: paragraph(1200, 'the answer'),
      category: z.enum(FAQ_CATEGORIES, `Choose one of: ${FAQ_CATEGORIES.join(', ')}`),
    }),
    0,
    60,
    'questions',
  ),
  reviews: list(
    z.object({
      name: line(60, 'the reviewer’s name'),
      town: line(60, 'the town'),
      rating: z.number('Enter a rating').int('Use a whole number of stars').min(1, 'At least 1 star').max(5, 'At most 5 stars'),
      text: paragraph(800, 'the review'),
    }),
    0,
    30,
    'reviews',
  ),
});

/** What a client sends to PUT /api/site-content (before trimming and lower-casing). */
export type SiteContentInput = z.input<typeof zSiteContent>;
/** What GET /api/site-content answers and the pages read. */
export type SiteContent = z.output<typeof zSiteContent>;
export type ProductPage = SiteContent['products'][ProductPageKey];
export type ServicePage = SiteContent['services'][ServicePageKey];
export type ProductRange = ProductPage['ranges'][number];
export type PricingTier = SiteContent['pricing']['tiers'][number];
export type Faq = SiteContent['faqs'][number];
export type Review = SiteContent['reviews'][number];
