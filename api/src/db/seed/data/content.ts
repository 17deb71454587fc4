/** Banners, collections, About Us sections and FAQ groups of the demo shop. */

export const BANNERS = [
  {
    title: 'Summer Glow Edit',
    description: 'Up to 30% off sun care, bronzers and body mists for long light evenings',
    linkUrl: '/Summer Glow Edit/summer-glow-edit',
    isActive: true,
    kinds: ['SPF', 'BRZ', 'BMS'],
    from: '#ffd59e',
    to: '#f08a4b',
  },
  {
    title: 'European Hair Extensions',
    description: 'Remy human hair clip-ins and tape-ins in twelve shades, ready to colour and style',
    linkUrl: '/Dressmaker European Hair Extention/dressmaker-european-hair-extensions',
    isActive: true,
    kinds: ['CLP', 'LFW', 'TPE'],
    from: '#e9d7c7',
    to: '#8a5a3c',
  },
  {
    title: 'Free UK Delivery Over £50',
    description: 'Order before 1.00 pm on a working day for same-day dispatch',
    linkUrl: '/Shipping & Delivery/shipping-delivery',
    isActive: true,
    kinds: ['HYD', 'RPC', 'DMK'],
    from: '#cdeff0',
    to: '#3f8f9b',
  },
  {
    title: 'Fragrance for Every Moment',
    description: 'Eau de parfum, candles and diffusers from independent British perfumers',
    linkUrl: '/department/fragrance',
    isActive: true,
    kinds: ['EDP', 'CND', 'RDF'],
    from: '#e8def8',
    to: '#6a4fb3',
  },
  {
    title: 'Festive Gift Sets',
    description: 'Our Christmas gift sets arrive in November',
    linkUrl: null,
    isActive: false,
    kinds: ['MLS', 'ESP', 'NPL'],
    from: '#f7d4d4',
    to: '#a3162f',
  },
];

/**
 * Showcase collections. `kinds` lists the families whose products fill it; 'new-arrivals' and
 * 'trending' are chosen from the whole catalogue instead.
 */
export const COLLECTIONS: readonly {
  name: string;
  slug: string;
  view: string;
  colour: string;
  kinds: readonly string[];
  under?: number;
  minDiscount?: number;
}[] = [
  { name: 'New Arrivals', slug: 'new-arrivals', view: 'yes', colour: '#f4a7b9', kinds: [] },
  { name: 'Trending', slug: 'trending', view: 'yes', colour: '#8ecae6', kinds: [] },
  {
    name: 'Ebin Best Seller',
    slug: 'ebin-best-seller',
    view: 'yes',
    colour: '#f0c75e',
    kinds: ['EDG', 'STG', 'CCR', 'MOU', 'HSP', 'LFW', 'SLW'],
  },
  {
    name: 'Dressmaker European Hair Extensions',
    slug: 'dressmaker-european-hair-extensions',
    view: 'yes',
    colour: '#b8864b',
    kinds: ['CLP', 'TPE', 'BND', 'STW'],
  },
  { name: 'Summer Glow Edit', slug: 'summer-glow-edit', view: 'yes', colour: '#ffb74d', kinds: ['SPF', 'SBL', 'BRZ', 'BMS', 'LPG', 'TLB'] },
  { name: 'Lip Lovers', slug: 'lip-lovers', view: 'yes', colour: '#c2185b', kinds: ['MLS', 'SLS', 'LPG', 'LPB', 'TLB'] },
  { name: 'Self-Care Sunday', slug: 'self-care-sunday', view: 'yes', colour: '#b2dfdb', kinds: ['CLM', 'SHM', 'BSS', 'CND', 'BDB', 'RFO'] },
  {
    name: 'Gifts Under £20',
    slug: 'gifts-under-20',
    view: 'yes',
    colour: '#e1bee7',
    kinds: ['EDP', 'BMS', 'CND', 'RDF', 'SOP', 'HCR', 'BDL', 'ESP', 'NPL'],
    under: 2000,
  },
  { name: 'The Grooming Edit', slug: 'the-grooming-edit', view: 'no', colour: '#90a4ae', kinds: ['SVC', 'ASB', 'BDO', 'BBL', 'EDT'] },
  { name: 'Clearance Corner', slug: 'clearance-corner', view: 'no', colour: '#ef9a9a', kinds: [], minDiscount: 40 },
];

export const ABOUT = [
  {
    title: 'Who We Are',
    kinds: ['HYD', 'MLS', 'EDP', 'SHG', 'VCS', 'LPG', 'CND'],
    colour: '#f3d9cf',
    subs: [
      {
        heading: 'An independent British beauty shop',
        paragraph:
          'We started in 2016 with a market stall in Leeds selling hair care for curly and coily hair. Today we ship hair, skin, make-up and fragrance to customers across the United Kingdom.',
      },
      {
        heading: 'Small brands, carefully chosen',
        paragraph:
          'Most of the brands we stock are small or family run. We test every product with our own team before it reaches the shelves.',
      },
      {
        heading: 'Real people on the beauty desk',
        paragraph: 'Our advisers answer questions about shades, hair types and routines on weekdays through the contact form.',
      },
    ],
  },
  {
    title: 'Hair For Every Texture',
    kinds: ['CLP', 'LFW', 'EDG', 'DTB', 'SBN', 'ARO', 'CCR'],
    colour: '#e6d3bf',
    subs: [
      {
        heading: 'Extensions and wigs',
        paragraph:
          'Our Remy human hair extensions and lace front wigs come in natural and fashion shades, with lengths from 12 to 24 inches.',
      },
      {
        heading: 'Care that understands curls',
        paragraph: 'From edge control to deep conditioning masks, our hair range is chosen for every curl pattern.',
      },
    ],
  },
  {
    title: 'Our Promise',
    kinds: ['SPF', 'NIA', 'BDB', 'SOP', 'RDF', 'TLB', 'BDO'],
    colour: '#d6ece3',
    subs: [
      {
        heading: 'Fast, tracked delivery',
        paragraph: 'Order before 1.00 pm on a working day and we dispatch the same day. Delivery is free on orders over £50.',
      },
      { heading: 'Easy returns', paragraph: 'Changed your mind? Return unopened items within 14 days from delivery for a full refund.' },
      {
        heading: 'Kind to skin and planet',
        paragraph: 'We favour cruelty-free and vegan formulas, recyclable packaging and plastic-free parcels.',
      },
    ],
  },
];

export const FAQ = [
  {
    heading: 'Orders & Payment',
    questions: [
      [
        'How do I place an order?',
        'Add products to your basket, open My Basket and follow the checkout steps. You will receive an order confirmation by email.',
      ],
      [
        'Which payment methods do you accept?',
        'We accept Visa, Mastercard, American Express, Apple Pay and Google Pay. All prices are in pounds sterling and include VAT.',
      ],
      [
        'Can I change or cancel my order?',
        'Contact us as soon as possible. We can change or cancel an order until it has been dispatched.',
      ],
      ['Do I need an account to order?', 'No, you can check out as a guest. An account lets you track orders and collect reward points.'],
    ],
  },
  {
    heading: 'Delivery',
    questions: [
      ['Do you deliver outside the UK?', 'Not at the moment. We deliver to addresses in the United Kingdom only.'],
      [
        'How much does delivery cost?',
        'Tracked delivery starts at £3.99 for parcels up to 2 kg in 2-4 business days, and is free on orders over £50. Next-day options start at £5.99.',
      ],
      [
        'When will my order be dispatched?',
        'Orders placed before 1.00 pm on a working day are dispatched the same day. We do not dispatch on weekends or bank holidays.',
      ],
      ['Can I track my parcel?', 'Yes. Every parcel is tracked and we email your tracking link when it leaves our warehouse.'],
    ],
  },
  {
    heading: 'Returns & Refunds',
    questions: [
      ['What is your returns policy?', 'You can return unused and unopened items within 14 days from delivery for a full refund.'],
      [
        'Can I return opened make-up or hair extensions?',
        'For hygiene reasons we cannot accept opened cosmetics, lip products, hair extensions or wigs unless they are faulty.',
      ],
      ['How long do refunds take?', 'We refund your original payment method within 14 days of receiving your return.'],
    ],
  },
  {
    heading: 'Products',
    questions: [
      [
        'Are your products cruelty free?',
        'Many of our brands are cruelty free and vegan. Look for the badges in each product description.',
      ],
      [
        'How do I choose my foundation shade?',
        'Our shade names follow a number from light (010) to deep (700). Contact our beauty desk and we will help you match.',
      ],
      [
        'Are your hair extensions real human hair?',
        'Our clip-in, tape-in and bundle extensions are 100 per cent Remy human hair. Synthetic wigs are clearly labelled.',
      ],
      [
        'How do I earn reward points?',
        'Orders placed while logged in earn the points each product shows, or one point per whole pound of its price, times the quantity. They reach your account when we receive your payment and are taken back if the order is refunded. Points cannot be redeemed yet.',
      ],
      [
        'Should I patch test hair dye?',
        'Yes. Always carry out a skin allergy test 48 hours before using permanent hair colour, even if you have used it before.',
      ],
    ],
  },
];
