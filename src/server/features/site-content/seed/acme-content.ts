import type { SiteContentInput } from '../../../../shared/schemas/site-content';
import { ACME_FAQS, ACME_REVIEWS } from './acme-faqs';

/**
 * The second tenant: a Leeds firm building SIP-panel garden buildings for Yorkshire, in a
 * plain-spoken voice, with its own sizes, prices and payment stages, so isolation is easy to see.
 */
export const ACME_SITE_CONTENT: SiteContentInput = {
  tagline: 'Straightforward garden buildings for Yorkshire, at a fair price',
  hero: {
    headline: 'Solid garden buildings. Fair prices. No nonsense.',
    intro:
      'Acme Garden Buildings makes SIP-panel garden rooms, offices and studios in our Leeds workshop and fits them across West and North Yorkshire. Fixed prices, fitted in days, built to last.',
  },
  contact: {
    phone: '0113 496 0512',
    email: 'sales@acmegardenbuildings.example',
    address: { lines: ['Unit 12, Aire Valley Trade Park', 'Kirkstall Road'], town: 'Leeds', county: 'West Yorkshire', postcode: 'LS4 2XX' },
    openingHours: [
      { days: 'Monday to Friday', hours: '8am to 5pm' },
      { days: 'Saturday', hours: '9am to 12 noon' },
    ],
    areaServed: ['Leeds', 'Bradford', 'Harrogate', 'York', 'Wakefield', 'the Yorkshire Dales'],
  },
  products: {
    gardenRooms: {
      headline: 'More room. Same house.',
      intro:
        'Our garden rooms are built from structural insulated panels (SIPs): stronger, warmer and quicker to fit than a timber frame. Pick a size, pick a finish, and we will have it up in two to three days.',
      ranges: [
        { name: 'Garden Room 3030', description: 'Three metres square. Plenty for a lounge chair, a TV and a games table.', widthM: 3, depthM: 3, fromPence: 1_549_500 },
        { name: 'Garden Room 3630', description: 'A bit more elbow room, with double doors and a side window.', widthM: 3.6, depthM: 3, fromPence: 1_849_500 },
        { name: 'Garden Room 4836', description: 'Big enough for a sofa, a dining table and a bar in the corner.', widthM: 4.8, depthM: 3.6, fromPence: 2_949_500 },
      ],
      included: [
        '100 mm SIP walls and roof, 75 mm insulated floor',
        'uPVC French doors and one opening window',
        'Composite cladding, 20-year guarantee',
        'Four double sockets, LED lights and a heater',
        'Concrete or ground-screw base',
        'Delivery and fitting by our own fitters',
      ],
      idealFor: ['A second living room', 'A games or TV room', 'A home bar', 'A hobby room'],
    },
    homeOffices: {
      headline: 'Work at home. Not in the kitchen.',
      intro:
        'A proper office you can shut the door on. Quiet, warm, wired for broadband and ready to plug in on handover day.',
      ranges: [
        { name: 'Office 2424', description: 'A compact one-person office. Fits in most gardens.', widthM: 2.4, depthM: 2.4, fromPence: 1_049_500 },
        { name: 'Office 3024', description: 'One desk, a filing cabinet and room to pace during calls.', widthM: 3, depthM: 2.4, fromPence: 1_299_500 },
        { name: 'Office 3630', description: 'Two desks, or one desk and a sofa for clients.', widthM: 3.6, depthM: 3, fromPence: 1_849_500 },
      ],
      included: [
        'SIP walls and roof: warm in winter, quiet all year',
        'An ethernet cable from the house',
        'Six double sockets and LED panel lights',
        'An oil-filled radiator on a timer',
        'A uPVC door with a five-lever lock',
        'Delivery and fitting by our own fitters',
      ],
      idealFor: ['Full-time home working', 'Freelancers and consultants', 'A quiet place for calls', 'Homework and revision'],
    },
    studios: {
      headline: 'Room to make a mess',
      intro:
        'Studios get more glass, more power and a tougher floor. Ideal for artists, makers, musicians and anyone who needs space they do not have to share.',
      ranges: [
        { name: 'Studio 3630', description: 'Glazed front, roof light and a hard-wearing vinyl floor.', widthM: 3.6, depthM: 3, fromPence: 1_999_500 },
        { name: 'Studio 4836', description: 'A big, bright workspace with a second roof light.', widthM: 4.8, depthM: 3.6, fromPence: 3_099_500 },
        { name: 'Studio 6040', description: 'Our largest. Sized for classes, bands or a workshop bench.', widthM: 6, depthM: 4, fromPence: 3_999_500 },
      ],
      included: [
        'Full-height glazed front and a roof light',
        'Eight double sockets and a 32 A supply',
        'Heavy-duty vinyl floor',
        'Composite or cedar cladding',
        'Concrete or ground-screw base',
        'Delivery and fitting by our own fitters',
      ],
      idealFor: ['Painting and ceramics', 'Band practice', 'A workshop', 'Fitness classes'],
    },
  },
  services: {
    installation: {
      headline: 'Fitted in two to three days',
      intro: 'SIP panels arrive ready-cut from our Leeds workshop, so our fitters spend days in your garden, not weeks.',
      steps: [
        { title: 'Survey', text: 'A fitter visits, measures up and checks the access. Free, and no obligation.' },
        { title: 'Base', text: 'We put down a concrete slab or ground screws, whichever suits your ground.' },
        { title: 'Panels and roof', text: 'Walls and roof go up on day one. Doors, windows and cladding on day two.' },
        { title: 'Power and handover', text: 'Our electrician connects and tests the supply, then we tidy up and hand over the keys.' },
      ],
      whatWeDo: ['Clear up every day', 'Take all waste away', 'Run power from the house, up to 10 m included', 'Give you an electrical certificate'],
      aftercare: {
        title: 'Our guarantee',
        text: 'Ten years on the structure, twenty on the composite cladding and one year on our workmanship. Ring us and we will come back.',
        guaranteeYears: 10,
      },
    },
    design: {
      headline: 'Tell us what you need. We will tell you what it costs.',
      intro: 'No glossy brochures. One of our designers looks at your garden, listens, and gives you a drawing and a fixed price.',
      steps: [
        { title: 'Call or email', text: 'Tell us roughly what size you are after and what it is for.' },
        { title: 'Garden visit', text: 'We measure up, look at access and boundaries, and talk through the options.' },
        { title: 'Fixed quote', text: 'A drawing and a fixed price, usually within three working days.' },
      ],
      whatWeDo: ['Check permitted development for you', 'Suggest a size that fits the space and the budget', 'Show you cladding samples'],
      aftercare: { title: 'Free of charge', text: 'Garden visits and quotes are free, with no hard sell.', guaranteeYears: null },
    },
    maintenance: {
      headline: 'Built to be left alone',
      intro: 'SIP panels, composite cladding and an EPDM rubber roof need next to nothing. If something does go wrong, ring us.',
      steps: [
        { title: 'Ring or email', text: 'Tell us what is up. A photo helps.' },
        { title: 'We come out', text: 'Usually within a week, sooner for leaks or locks.' },
        { title: 'Sorted', text: 'Guarantee work is free. Anything else we price before we start.' },
      ],
      whatWeDo: ['Roof and gutter checks', 'Door and lock adjustments', 'Adding sockets, lights or heaters'],
      aftercare: { title: 'Service visit £120', text: 'A once-a-year check over for £120 including VAT.', guaranteeYears: 10 },
    },
  },
  composite: {
    headline: 'Composite cladding',
    intro: 'Hard-wearing composite boards that do not need painting, do not rot and shrug off Yorkshire weather.',
    colours: [
      { name: 'Graphite', hex: '#2f3336' },
      { name: 'Storm Grey', hex: '#6b7177' },
      { name: 'Moss', hex: '#6f7b5a' },
      { name: 'Cedar', hex: '#a0673f' },
      { name: 'Driftwood', hex: '#a39a8b' },
    ],
    benefits: ['No painting or treating', 'Will not rot or split', 'Wipes clean with a hose', 'Made from recycled materials'],
    guaranteeYears: 20,
  },
  pricing: {
    intro: 'Prices include VAT at 20%, the base, delivery, fitting and electrics. The quote is fixed: what we say is what you pay.',
    tiers: [
      { name: 'Office 2424', description: 'Compact one-person office.', widthM: 2.4, depthM: 2.4, fromPence: 1_049_500, features: ['French doors', '6 double sockets'] },
      { name: 'Room 3030', description: 'A square garden room.', widthM: 3, depthM: 3, fromPence: 1_549_500, features: ['French doors and a window', 'Heater'] },
      { name: 'Room 3630', description: 'Our best seller.', widthM: 3.6, depthM: 3, fromPence: 1_849_500, features: ['Double doors', 'Side window', 'Heater'] },
      { name: 'Studio 4836', description: 'A big, bright space.', widthM: 4.8, depthM: 3.6, fromPence: 3_099_500, features: ['Glazed front', 'Two roof lights', '32 A supply'] },
    ],
    included: ['Free survey and quote', 'SIP walls and roof', 'Base', 'Delivery and fitting', 'Electrics with a certificate', 'Waste taken away'],
    payment: {
      intro: 'Four payments by bank transfer, each one tied to work done. Our bank details never change by email: check them in your portal.',
      stages: [
        { label: 'Order deposit', percent: 30, due: 'When you place your order' },
        { label: 'Base payment', percent: 20, due: 'When the base is down' },
        { label: 'Delivery payment', percent: 25, due: 'On delivery day' },
        { label: 'Completion payment', percent: 25, due: 'When we hand over the keys' },
      ],
    },
  },
  planning: {
    intro: 'Nine times out of ten you will not need planning permission. Here are the rules we check.',
    permittedDevelopment: [
      'Not in front of the house (the principal elevation).',
      'No more than half the garden covered by outbuildings and extensions.',
      'No higher than 2.5 m if it is within 2 m of a boundary.',
      'No sleeping in it: bedrooms and annexes need planning permission.',
      'Listed buildings, conservation areas and National Parks such as the Yorkshire Dales have tighter rules.',
    ],
    buildingRegulations: [
      'Over 15 m²: keep it 1 m from the boundary or build it from non-combustible materials.',
      'Over 30 m²: you need building regulations approval. Our Studio 6040 is 24 m², so it does not.',
    ],
  },
  faqs: ACME_FAQS,
  reviews: ACME_REVIEWS,
};
