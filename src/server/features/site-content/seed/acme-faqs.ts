import type { SiteContentInput } from '../../../../shared/schemas/site-content';

/** The second tenant's questions: short answers, plainly put. */
export const ACME_FAQS: SiteContentInput['faqs'] = [
  {
    question: 'Will I need planning permission?',
    answer:
      'Probably not. If it is behind the house, under 2.5 m high near a boundary, covers less than half the garden and nobody sleeps in it, it is normally permitted development. Listed buildings and conservation areas are different, so we check at the survey.',
    category: 'planning',
  },
  {
    question: 'What is a SIP panel?',
    answer:
      'A structural insulated panel: a thick layer of insulation bonded between two boards. It is the wall, the insulation and the frame in one, which is why our buildings are warm and go up quickly.',
    category: 'building',
  },
  {
    question: 'How quickly can you fit one?',
    answer: 'Lead time is usually six to eight weeks from order. Fitting takes two to three days once the base is down.',
    category: 'installation',
  },
  {
    question: 'Can you get it into my garden?',
    answer: 'Almost always. Panels are carried in by hand, so a 70 cm side path is enough. We check access at the survey.',
    category: 'installation',
  },
  {
    question: 'Are your prices really fixed?',
    answer: 'Yes. Once you have a quote, that is the price, VAT included. The only change would be if you change the spec.',
    category: 'pricing',
  },
  {
    question: 'How do I pay?',
    answer:
      'By bank transfer in four stages: 30% when you order, 20% when the base is down, 25% on delivery and 25% at handover. We never change our bank details by email.',
    category: 'pricing',
  },
  {
    question: 'Cedar or composite?',
    answer:
      'Cedar looks lovely and weathers to silver-grey, but needs treating every few years to keep its colour. Composite needs nothing and is guaranteed for 20 years.',
    category: 'design',
  },
  {
    question: 'What if something goes wrong later?',
    answer: 'Ring us. The structure is guaranteed for ten years and our workmanship for one. We will come out and put it right.',
    category: 'aftercare',
  },
];

export const ACME_REVIEWS: SiteContentInput['reviews'] = [
  {
    name: 'Gary W.',
    town: 'Harrogate',
    rating: 5,
    text: 'Quoted, turned up when they said, done in three days. Office is warm and quiet. Cannot ask for more than that.',
  },
  {
    name: 'Helen B.',
    town: 'Ilkley',
    rating: 5,
    text: 'Straight talking and good value. They talked me out of a bigger room I did not need, which saved me a few thousand.',
  },
  {
    name: 'Mark and Jo T.',
    town: 'Wetherby',
    rating: 4,
    text: 'Really pleased with the studio. The base took an extra day because of tree roots, but they kept us posted.',
  },
  {
    name: 'Priya N.',
    town: 'York',
    rating: 5,
    text: 'Tidy fitters, fair price and a solid building. The composite still looks new after two winters.',
  },
];
