/** The demo activity's fixed parts: the shop's settings, the customers, discount codes, reviews awaiting moderation and contact messages. */
import type { ShopSettings } from '../../modules/content/settings/shop-settings.entity';
import type { DiscountCode } from '../../modules/orders/discount-code/discount-code.entity';

export const SHOP: Partial<ShopSettings> = {
  shopName: 'Beauty Shop',
  companyNumber: '09876543',
  vatNumber: 'GB123456789',
  addressLine1: '221 Kensington High Street',
  addressLine2: null,
  city: 'London',
  postcode: 'W8 6SG',
  contactEmail: 'hello@beautyshop.co.uk',
  facebookUrl: 'https://www.facebook.com/beautyshopuk',
  instagramUrl: 'https://www.instagram.com/beautyshopuk',
  bankAccountName: 'Beauty Shop Ltd',
  bankSortCode: '04-00-04',
  bankAccountNumber: '12345678',
};

export const CUSTOMERS = [
  ['Amara Okafor', 'Flat 3, 14 Deansgate', 'Manchester', 'M3 4LQ'],
  ['Sophie Turner', '27 Park Row', 'Leeds', 'LS1 5JL'],
  ['Priya Shah', '9 Belgrave Road', 'Leicester', 'LE4 6AR'],
  ['Hannah Jones', '41 Queen Street', 'Cardiff', 'CF10 2BU'],
  ['Chloe Evans', '6 Bold Street', 'Liverpool', 'L1 4DS'],
  ['Grace Williams', '88 Princes Street', 'Edinburgh', 'EH2 2ER'],
  ['Olivia Brown', '12 Corn Street', 'Bristol', 'BS1 1HT'],
  ['Aisha Khan', '150 Soho Road', 'Birmingham', 'B21 9LP'],
  ['Emily Taylor', '3 Grey Street', 'Newcastle upon Tyne', 'NE1 6EE'],
  ['Zara Ahmed', '19 Fargate', 'Sheffield', 'S1 2HD'],
  ['Lucy Wilson', '72 High Street', 'Oxford', 'OX1 4BG'],
  ['Megan Davies', '5 Wind Street', 'Swansea', 'SA1 1DP'],
  ['Niamh Kelly', '23 Botanic Avenue', 'Belfast', 'BT7 1JG'],
  ['Fatima Begum', '31 Whitechapel Road', 'London', 'E1 1DU'],
  ['Kemi Adeyemi', '8 Rye Lane', 'London', 'SE15 5EW'],
  ['Rosie Hall', '14 Stonegate', 'York', 'YO1 8AS'],
  ['Leah Clarke', '60 Buchanan Street', 'Glasgow', 'G1 3HL'],
  ['Daniel Hughes', '2 Castle Street', 'Norwich', 'NR2 1PH'],
] as const;

export const CODES: (Partial<DiscountCode> & { code: string })[] = [
  {
    code: 'WELCOME10',
    description: '10% off a first order',
    percentOff: 10,
    amountOffPence: null,
    minSubtotalPence: 0,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    firstOrderOnly: true,
    oncePerCustomer: true,
  },
  {
    code: 'SAVE5',
    description: '£5 off orders of £30 or more',
    percentOff: null,
    amountOffPence: 500,
    minSubtotalPence: 3000,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
  },
  {
    code: 'GLOW20',
    description: 'Glow week: 20% off orders of £40 or more, first 100 uses',
    percentOff: 20,
    amountOffPence: null,
    minSubtotalPence: 4000,
    usageLimit: 100,
  },
  {
    code: 'SPRING15',
    description: 'Spring sale: 15% off (ended)',
    percentOff: 15,
    amountOffPence: null,
    minSubtotalPence: 0,
    usageLimit: null,
  },
];

export const REVIEWS_WAITING: [number, string, string][] = [
  [5, 'Holy grail product', 'Bought this on a whim and now I cannot be without it. Lovely texture and it lasts all day.'],
  [4, 'Nice but pricey', 'Works really well on my skin, I just wish the tube was a bit bigger for the money.'],
  [2, 'Not for me', 'The scent was much stronger than I expected and it irritated my eyes a little.'],
  [5, 'Arrived next day', 'Super quick delivery and exactly as described. Will order again.'],
  [3, 'Average', 'Does what it says, nothing special. Packaging was lovely though.'],
  [5, 'Gorgeous shade', 'The colour is even nicer in person. Got lots of compliments at work.'],
  [1, 'Leaked in the parcel', 'The bottle had leaked all over the box when it arrived. Hoping for a replacement.'],
];

export const MESSAGES: [string, string, string, boolean][] = [
  ['Amara Okafor', 'support', 'Hi, my order arrived with a cracked compact. Could you send a replacement please?', false],
  ['Tom Fletcher', 'sales', 'Do you offer trade prices for salons? We would order about 40 units a month.', false],
  ['Priya Shah', 'feedback', 'Just wanted to say the new packaging is lovely and the delivery was really quick. Thank you!', true],
  ['Grace Williams', 'support', 'Can I change the delivery address on my order? I am away next week.', false],
  ['Megan Davies', 'support', 'Is the vegan foundation also fragrance-free? The label does not say.', true],
  ['Chloe Evans', 'sales', 'Will the Glow week discount run again before Christmas?', false],
];
