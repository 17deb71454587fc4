import { DEFAULT_POINTS_PER_POUND, rewardPointsPageBody } from '../../../modules/content/settings/points-rule';

/**
 * Footer columns and the pages their links open. Bodies are paragraphs separated by blank lines; a
 * paragraph may be a heading ('## '), a list (lines starting '- ') or a table (lines of '| a | b |', the
 * first row its header), which the storefront renders as such.
 * Figures follow the shop's rules for delivery, dispatch, returns and privacy (docs/api.md).
 */
export interface FooterPage {
  subtitle: string;
  slug: string;
  body: string;
}

const p = (...paragraphs: string[]) => paragraphs.join('\n\n');

const SHIPPING = p(
  'We deliver to addresses in the United Kingdom only, with a postal carrier. Delivery is free on orders over £50 with the 2-4 business day tracked service.',
  '## Dispatch',
  'Orders placed before 1.00 pm on a working day are dispatched the same day. Orders placed after 1.00 pm are dispatched on the next working day. We do not dispatch on weekends or bank holidays.',
  '## Tracked with email updates',
  [
    '| Parcel weight | 1-2 business days | 2-4 business days |',
    '| Up to 2 kg | £5.99 | £3.99 (free over £50) |',
    '| Up to 10 kg | £8.99 | £7.99 (free over £50) |',
    '| Up to 20 kg | £13.99 | £11.99 (free over £50) |',
  ].join('\n'),
  '## Tracked and signed for',
  [
    '| Parcel weight | 1-2 business days | 2-4 business days |',
    '| Up to 2 kg | £7.99 | £6.99 |',
    '| Up to 10 kg | £9.99 | £8.99 |',
    '| Up to 20 kg | £14.99 | £13.99 |',
  ].join('\n'),
  'Free delivery does not apply to the signed-for service.',
  '## Parcel sizes',
  ['- Small parcel: up to 45 × 25 × 16 cm.', '- Medium parcel: up to 61 × 46 × 46 cm.'].join('\n'),
  'You will receive an email with your tracking link as soon as your order leaves our warehouse.',
);

const RETURNS = p(
  'Last updated 29/07/2024.',
  'You may return most items within 14 days from delivery for a full refund. Items must be unused, unopened and in their original packaging with any seals intact.',
  'For hygiene reasons we cannot accept returns of opened cosmetics, lip products, hair extensions or wigs whose packaging has been opened, unless the item is faulty.',
  'To start a return, contact us with your order number. Once we receive and inspect the item we will refund the original payment method within 14 days. Original delivery charges are refunded when the whole order is returned.',
  'Faulty or incorrect items are refunded or replaced in full, including return postage.',
);

const PRIVACY = p(
  'Last updated May 2024.',
  'We collect the details you give us when you register, place an order or contact us, such as your name, email address, delivery address and phone number, and use them to fulfil orders and provide customer service.',
  'We do not sell your personal data. We share it only with the payment and delivery companies that help us complete your order.',
  'Our website is not intended for children and we do not knowingly collect data from children under 13.',
  'You may ask to see, correct or delete the personal data we hold about you at any time by contacting us.',
);

const TERMS = p(
  'These terms apply to every order placed with our online shop. By placing an order you agree to them.',
  'All prices are in pounds sterling (GBP) and include VAT at the current rate; you are charged in pounds. Prices shown in another currency are approximate, for guidance only. We may correct pricing errors before your order is dispatched.',
  'A contract is formed when we email to confirm dispatch. If an item is unavailable we will refund you in full.',
  'Nothing in these terms affects your statutory rights as a consumer under UK law.',
);

const COOKIES = p(
  'The shop keeps only what it needs in your browser, and nothing to track you.',
  [
    '- Your basket: the products and quantities you add, kept in your browser storage until you empty it.',
    '- Your wishlist, if you save products before logging in: kept in your browser storage until you log in, when it joins your account.',
    '- Your sign-in: when you log in, a sign-in token is kept in your browser storage until you log out.',
    '- The currency you choose for approximate prices, if not pounds: kept in your browser storage; you are always charged in pounds.',
    '- That you have read our cookie notice, so that it is not shown again.',
  ].join('\n'),
  'We use no advertising or analytics cookies and no tracking of any kind, so there is nothing to consent to.',
  'You can clear this storage at any time in your browser settings; you will then be logged out and your basket emptied.',
);

export const FOOTER: readonly { mainTitle: string; links: readonly FooterPage[] }[] = [
  {
    mainTitle: 'Customer Service',
    links: [
      {
        subtitle: 'Contact Us',
        slug: 'contact-us',
        body: p(
          'Our customer care team is here Monday to Friday, 9.00 am to 5.00 pm, except bank holidays.',
          'Send us a message using the contact form and choose support, sales or feedback. We reply within one working day.',
        ),
      },
      { subtitle: 'Shipping & Delivery', slug: 'shipping-delivery', body: SHIPPING },
      { subtitle: 'Returns & Refunds', slug: 'return-refunds', body: RETURNS },
      {
        subtitle: 'FAQs',
        slug: 'faq',
        body: p('Answers to the questions we are asked most often about orders, delivery, returns and products.'),
      },
      {
        subtitle: 'Track Your Order',
        slug: 'track-your-order',
        body: p(
          'Every order is sent with tracking. Use the link in your dispatch email to follow your parcel.',
          'If your tracking has not updated for two working days, please contact us with your order number.',
        ),
      },
    ],
  },
  {
    mainTitle: 'About Us',
    links: [
      {
        subtitle: 'About Us',
        slug: 'about-us',
        body: p('An independent British beauty shop stocking hair, skin, make-up and fragrance from small and family-run brands.'),
      },
      { subtitle: 'Shop by Brand', slug: 'shop-by-brand', body: p('Browse every brand we stock, from A to Z.') },
      { subtitle: 'Site Map', slug: 'site-map', body: p('Every department, category and sub-category in the shop.') },
      {
        subtitle: 'Reward Points',
        slug: 'reward-points',
        body: rewardPointsPageBody({ pointsPerPound: DEFAULT_POINTS_PER_POUND, pointsRedeemable: true }),
      },
      {
        subtitle: 'Careers',
        slug: 'careers',
        body: p(
          'We are a small team based in Leeds with roles in customer care, the warehouse and the beauty desk.',
          'We advertise openings here first. Speculative applications are welcome through the contact form.',
        ),
      },
    ],
  },
  {
    mainTitle: 'Policies',
    links: [
      { subtitle: 'Terms of Service', slug: 'terms-of-services', body: TERMS },
      { subtitle: 'Privacy Policy', slug: 'privacy-policy', body: PRIVACY },
      { subtitle: 'Cookies Policy', slug: 'cookies-policy', body: COOKIES },
      {
        subtitle: 'Accessibility',
        slug: 'accessibility',
        body: p(
          'We want everyone to be able to shop with us. Our pages work with screen readers and keyboard navigation, and we test them regularly.',
          'If something does not work for you, please tell us through the contact form.',
        ),
      },
    ],
  },
];
