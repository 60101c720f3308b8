import type { SiteContentInput } from '../../../../shared/schemas/site-content';
import { ARBOUR_FAQS, ARBOUR_REVIEWS } from './arbour-faqs';

/**
 * The demo company's site: a Surrey workshop building for Surrey, Sussex and Hampshire.
 * A warm, craft-minded voice; prices sit in the trade's usual range (a 3 × 3 m room about
 * £11k–£20k, turnkey about £1,700–£2,200 per m², VAT included).
 */
export const ARBOUR_SITE_CONTENT: SiteContentInput = {
  tagline: 'Handcrafted garden rooms for Surrey, Sussex and Hampshire',
  hero: {
    headline: 'Garden rooms, built to be lived in all year round',
    intro:
      'We design, build and install insulated garden rooms, home offices and studios from our workshop in Godalming. One team from first sketch to handover, and your build followed online every step of the way.',
  },
  contact: {
    phone: '01632 960123',
    email: 'hello@arbourgardenrooms.example',
    address: { lines: ['Unit 4, Catteshall Works', 'Catteshall Lane'], town: 'Godalming', county: 'Surrey', postcode: 'GU7 1XA' },
    openingHours: [
      { days: 'Monday to Friday', hours: '8:30am to 5:30pm' },
      { days: 'Saturday', hours: 'Show site by appointment, 9am to 1pm' },
    ],
    areaServed: ['Surrey', 'West Sussex', 'East Sussex', 'Hampshire', 'South West London'],
  },
  products: {
    gardenRooms: {
      headline: 'Extra living space, without moving house',
      intro:
        'A garden room gives the whole family somewhere to unwind: a snug for film nights, a playroom the toys can stay in, or a place to host friends on summer evenings. Every room is fully insulated and double glazed, so it is as comfortable in January as it is in July.',
      ranges: [
        { name: 'The Wey', description: 'A cosy room for two armchairs and a bookcase, or a quiet hobby space.', widthM: 3, depthM: 3, fromPence: 1_695_000 },
        { name: 'The Arun', description: 'Our most popular room: space for a sofa, a dining table and wide bi-fold doors.', widthM: 4, depthM: 3, fromPence: 2_195_000 },
        { name: 'The Meon', description: 'A generous room for a family lounge, home gym or entertaining space, with a covered canopy.', widthM: 5, depthM: 4, fromPence: 3_095_000 },
      ],
      included: [
        '100 mm insulated walls, floor and roof, with a vapour barrier',
        'Aluminium bi-fold doors and a double-glazed window',
        'Composite cladding in your choice of six colours, guaranteed for 25 years',
        'Six double sockets, LED downlights and an outdoor light',
        'An electric panel heater and a certified consumer unit',
        'A ground-screw base, delivery and installation by our own team',
      ],
      idealFor: ['A family snug or second lounge', 'A playroom or teenage den', 'Entertaining friends', 'A home gym', 'A garden bar'],
    },
    homeOffices: {
      headline: 'The thirty-second commute',
      intro:
        'Working from home works best when home and work have a door between them. Our garden offices are quiet, bright and warm, with data cabling from the house and enough sockets for every screen and charger you own.',
      ranges: [
        { name: 'The Study', description: 'A focused single-desk office with a side window for daylight on your screen.', widthM: 2.5, depthM: 2, fromPence: 1_145_000 },
        { name: 'The Bureau', description: 'Room for a full desk setup, shelving and a reading chair.', widthM: 3, depthM: 2.5, fromPence: 1_425_000 },
        { name: 'The Partnership', description: 'Two desks side by side, or one desk and a small meeting table.', widthM: 4, depthM: 2.5, fromPence: 1_845_000 },
      ],
      included: [
        'Acoustic insulation so calls stay private',
        'A CAT6 data cable from your router to two wall points',
        'Eight double sockets with USB charging, and LED panel lighting',
        'An electric panel heater with a seven-day timer',
        'A lockable door with a multi-point lock',
        'A ground-screw base, delivery and installation by our own team',
      ],
      idealFor: ['Working from home full time', 'Video calls without the family in the background', 'A base for a small business', 'Studying for exams'],
    },
    studios: {
      headline: 'Light and space to make things',
      intro:
        'Painters, potters, musicians and yoga teachers all need the same things: good light, room to move and a space they do not have to tidy away. Our studios add extra glazing and roof lights, and can be specified with a sink, extra power or acoustic treatment.',
      ranges: [
        { name: 'The Atelier', description: 'Full-height glazing on two sides and a roof light for even, north-facing light.', widthM: 4, depthM: 3, fromPence: 2_295_000 },
        { name: 'The Loft', description: 'A taller studio with a pent roof and clerestory windows, for music or fitness.', widthM: 5, depthM: 3.5, fromPence: 2_995_000 },
      ],
      included: [
        'A roof light and full-height glazing',
        'Ten double sockets, a dedicated 16 A circuit and LED track lighting',
        'Reinforced floor for kilns, pianos or gym equipment',
        'An electric panel heater and a certified consumer unit',
        'Composite cladding guaranteed for 25 years',
        'A ground-screw base, delivery and installation by our own team',
      ],
      idealFor: ['An art or pottery studio', 'A music or recording room', 'A yoga, pilates or fitness studio', 'A treatment room for a small business'],
    },
  },
  services: {
    installation: {
      headline: 'Installed by our own team, usually in three to five days',
      intro:
        'We never subcontract installation. The team that fits your base is the team that builds your room and hands you the keys, and you can see each day’s progress in your customer portal.',
      steps: [
        { title: 'Site survey', text: 'We visit to check access, levels, the route for materials and where the power cable will run, and photograph anything we need to plan around.' },
        { title: 'Site-readiness check', text: 'A week before delivery we send a short checklist: a clear path, somewhere for the lorry to park and the area cleared. Photos in the portal save a failed delivery.' },
        { title: 'Base', text: 'We fit galvanised ground screws in a day: no concrete, no skips and very little disturbance to your garden.' },
        { title: 'Build and finish', text: 'Frame, insulation, glazing, cladding and roof go up over two to four days, then the electrician connects and certifies the power.' },
        { title: 'Handover', text: 'We walk round the finished room with you, agree any snags and sign off together.' },
      ],
      whatWeDo: [
        'Protect lawns and paths with ground boards while we work',
        'Take away all packaging and offcuts',
        'Run the armoured power cable from your house, up to 15 m included',
        'Provide a Part P electrical certificate',
        'Tell you the next day’s plan before we leave each evening',
      ],
      aftercare: {
        title: '10-year structural guarantee',
        text: 'Every building carries a 10-year structural guarantee and a 2-year guarantee on workmanship, and we come back at six months to adjust doors and check everything has settled.',
        guaranteeYears: 10,
      },
    },
    design: {
      headline: 'A free design consultation, at home or at our show site',
      intro:
        'Good garden rooms start with the garden. We look at where the sun falls, what you see from the house, how close the boundaries are and how you will use the room, then design a building that fits all of it.',
      steps: [
        { title: 'Tell us your ideas', text: 'Book a call or visit our Godalming show site. Bring photos of your garden and a rough idea of size and budget.' },
        { title: 'Design visit', text: 'We measure the site, check the planning position and talk through layout, glazing, cladding and electrics.' },
        { title: 'Drawings and a fixed quote', text: 'Within a week you receive plans, 3D views and a fixed price including VAT, delivery and installation.' },
        { title: 'Approve your design', text: 'Make as many changes as you like. Nothing is made until you approve the final design in your portal.' },
      ],
      whatWeDo: [
        'Check permitted development rules for your property',
        'Advise on the best position for light, privacy and views',
        'Plan sockets, lighting, heating and data around your furniture',
        'Show you cladding and colour samples in daylight',
      ],
      aftercare: {
        title: 'No cost, no obligation',
        text: 'The consultation, the design visit and your first drawings are free, with no obligation to go ahead.',
        guaranteeYears: null,
      },
    },
    maintenance: {
      headline: 'Very little upkeep, and help when you need it',
      intro:
        'Composite cladding, aluminium glazing and a rubber roof mean most owners do nothing more than wash their building once a year. For everything else, we offer an annual service and repairs.',
      steps: [
        { title: 'Raise it in the portal', text: 'Open a support ticket with a photo. We reply within one working day.' },
        { title: 'We diagnose', text: 'Many questions are answered with advice; otherwise we book a visit.' },
        { title: 'We fix it', text: 'Work under guarantee is free. Anything else is quoted before we start.' },
      ],
      whatWeDo: [
        'Annual service: doors and locks adjusted, seals and roof checked, gutters cleared',
        'Glazing and door repairs',
        'Electrical checks and extra sockets or lighting',
        'Moving or extending existing buildings',
      ],
      aftercare: {
        title: 'Annual service from £145',
        text: 'Our annual service keeps doors running smoothly and catches small problems early. It costs £145 including VAT, and is free in the first year.',
        guaranteeYears: 10,
      },
    },
  },
  composite: {
    headline: 'Cladding that looks good and looks after itself',
    intro:
      'Our composite cladding is made from recycled wood fibre and recycled plastic. It looks like painted timber but never needs painting, staining or treating, and it will not rot, warp or splinter.',
    colours: [
      { name: 'Anthracite Grey', hex: '#3b3f42' },
      { name: 'Slate', hex: '#5d6468' },
      { name: 'Sage Green', hex: '#8a9a7b' },
      { name: 'Teak', hex: '#8b5e3c' },
      { name: 'Walnut', hex: '#5a3d2b' },
      { name: 'Stone', hex: '#d8d1c2' },
    ],
    benefits: [
      'No painting, staining or treatment, ever',
      'Will not rot, warp, split or splinter',
      'Colour-fast: UV-stable so it keeps its colour',
      'Made from 95% recycled materials',
      'Hidden fixings for clean, straight lines',
    ],
    guaranteeYears: 25,
  },
  pricing: {
    intro:
      'Every price includes VAT at 20%, the base, delivery, installation and a certified electrical package. The price on your quote is the price you pay: no surprises on delivery day.',
    tiers: [
      { name: 'Study', description: 'A single-desk garden office.', widthM: 2.5, depthM: 2, fromPence: 1_145_000, features: ['Single glazed door and side window', '6 double sockets', 'Data cable to the house'] },
      { name: 'Classic', description: 'A cosy room for relaxing or working.', widthM: 3, depthM: 3, fromPence: 1_695_000, features: ['Bi-fold doors', '6 double sockets', 'Panel heater'] },
      { name: 'Family', description: 'Our most popular size.', widthM: 4, depthM: 3, fromPence: 2_195_000, features: ['Wide bi-fold doors', '8 double sockets', 'Outdoor light'] },
      { name: 'Grand', description: 'Room for a lounge, gym or studio.', widthM: 5, depthM: 4, fromPence: 3_095_000, features: ['Bi-folds and a canopy', '10 double sockets', 'Two panel heaters'] },
    ],
    included: [
      'Free design consultation and 3D drawings',
      'Ground-screw base (concrete where the ground needs it)',
      'Insulated floor, walls and roof',
      'Double-glazed aluminium doors and windows',
      'Power from the house (up to 15 m of cable), sockets, lighting and heater, with a Part P certificate',
      'Delivery, installation and removal of all waste',
      '10-year structural guarantee',
      'Your build followed online in the customer portal',
    ],
    payment: {
      intro:
        'You pay by bank transfer in three stages, so you never pay far ahead of the work. Your bank details and each payment are in your customer portal; we will never send new bank details by email.',
      stages: [
        { label: 'Deposit', percent: 20, due: 'When you sign the contract' },
        { label: 'Manufacturing Start Payment', percent: 50, due: 'About six weeks before installation, when we start making your building' },
        { label: 'Final Payment', percent: 30, due: 'When you sign off the finished building' },
      ],
    },
  },
  planning: {
    intro:
      'Most of our garden rooms are built under permitted development, which means they do not need a planning application. We check your plans against these rules at the design visit.',
    permittedDevelopment: [
      'The room cannot sit in front of the principal elevation of your house, which is usually the front wall facing the road.',
      'Outbuildings and extensions together can cover no more than half of the garden around the original house.',
      'Within 2 m of a boundary, the building can be no more than 2.5 m tall. Our rooms are designed to 2.49 m for this reason.',
      'A garden room cannot be used as a bedroom or self-contained annexe.',
      'Listed buildings, conservation areas, the South Downs National Park and National Landscapes such as the Surrey Hills have stricter rules.',
    ],
    buildingRegulations: [
      'Over 15 m², the building must be at least 1 m from every boundary or built mainly of non-combustible materials.',
      'Over 30 m² of floor space, building-regulations approval is needed. We handle the application for you.',
      'All electrical work is done and certified by our registered electrician (Part P).',
    ],
  },
  faqs: ARBOUR_FAQS,
  reviews: ARBOUR_REVIEWS,
};
