import { EntityManager } from 'typeorm';
import { Review } from '../../modules/catalog/review/review.entity';
import { refreshReviewFigures } from '../../modules/catalog/review/review-rating';
import { Offer } from '../../modules/content/offer/offer.entity';
import type { Product } from '../../modules/catalog/product/product.entity';
import { bulkInsert } from './bulk';
import { CATALOGUE_KINDS, TINTS } from './catalogue';
import { COLLECTIONS } from './data/content';
import { collectionImage } from './images/scenes';
import { ImageWriter } from './images/writer';
import { Rng } from './rng';

const DAY = 86_400_000;

const REVIEWERS = [
  'Amara Okafor',
  'Sophie Turner',
  'Priya Shah',
  'Hannah Jones',
  'Chloe Evans',
  'Grace Williams',
  'Olivia Brown',
  'Aisha Khan',
  'Emily Taylor',
  'Zara Ahmed',
  'Lucy Wilson',
  'Megan Davies',
  'Isla Thomas',
  'Ruby Roberts',
  'Niamh Kelly',
  'Fatima Begum',
  'Jess Walker',
  'Holly Wright',
  'Ellie Green',
  'Maya Patel',
  'Kemi Adeyemi',
  'Rosie Hall',
  'Leah Clarke',
  'Daniel Hughes',
];

/** Review titles and bodies by star rating (5, 4, 3): what real shoppers say. */
const WORDS: Record<number, [string, string][]> = {
  5: [
    [
      'Absolutely love it',
      'I have tried lots of similar products and this is the one I keep coming back to. Lasts well and a little goes a long way.',
    ],
    ['Worth every penny', 'Arrived quickly and well packed. It does exactly what it says and my skin and hair feel so much better for it.'],
    ['My new favourite', 'Lovely texture, gentle scent and it suits my sensitive skin. Already ordered a second one as a gift.'],
    ['Brilliant', 'Great quality for the price. Easy to use and the results showed within the first week.'],
  ],
  4: [
    ['Really good', 'Does the job nicely and feels lovely. Only four stars because I would like a bigger size.'],
    ['Very pleased', 'Nice product and quick delivery. The colour is slightly different from the picture but I still like it.'],
    ['Good value', 'Works well for everyday use. The packaging could be better but what is inside is great.'],
  ],
  3: [
    ['Decent but not amazing', 'It is fine and does what it should, but I have used better. Might suit others more than me.'],
    ['OK for the price', 'Pleasant enough to use. I did not notice a huge difference, though delivery was quick.'],
  ],
};

type SeedRow = Partial<Product> & { kindCode: string };

/**
 * Approved reviews on a share of the live products (so the product page lists reviews and their rating),
 * and the home page's Latest Deals: offers on two well-discounted products and two listed collections.
 */
export async function seedReviewsAndOffers(
  m: EntityManager,
  branchCode: string,
  rows: SeedRow[],
  ids: Map<string, number>,
  images: ImageWriter,
  rng: Rng,
  counts: Record<string, number>,
): Promise<void> {
  const live = rows.filter((r) => r.isActive && r.stockQuantity! > 0);
  const deals = [...live]
    .filter((r) => r.discountInPercent! >= 20)
    .sort((a, b) => b.discountInPercent! - a.discountInPercent! || String(a.code).localeCompare(String(b.code)));
  const picked: SeedRow[] = [];
  for (const r of deals) {
    if (picked.length === 2) break;
    if (!picked.some((p) => p.parentItemId === r.parentItemId)) picked.push(r);
  }

  const reviews: Partial<Review>[] = [];
  // The Latest Deals products have reviews, so the product page a shopper opens from the home page shows some.
  const reviewed = [...new Set([...picked, ...rng.sample(live, Math.min(live.length, 60))])];
  for (const r of reviewed) {
    const authors = rng.sample(REVIEWERS, rng.int(1, 4));
    authors.forEach((author, i) => {
      const stars = rng.pick([5, 5, 5, 4, 4, 3]);
      const [title, body] = rng.pick(WORDS[stars]);
      const at = new Date(+r.createdAt! + (i + 1) * rng.int(3, 20) * DAY);
      reviews.push({
        branchCode,
        productId: ids.get(r.code!)!,
        userId: null,
        authorFullName: author,
        rating: stars,
        title,
        body,
        status: 'approved',
        createdAt: at,
        updatedAt: at,
      });
    });
  }
  counts.reviews = await bulkInsert(m, Review, reviews);
  // The products' stored review average and count, as approving these reviews in the back office would have set them.
  await refreshReviewFigures(
    m,
    branchCode,
    reviews.map((r) => r.productId!),
  );

  const listed = COLLECTIONS.filter((c) => c.view === 'yes' && !['new-arrivals', 'trending'].includes(c.slug)).slice(0, 2);
  const art = (kinds: readonly string[], colour: string, name: string) =>
    images.add('offers', `${name}.webp`, () =>
      collectionImage(
        kinds.slice(0, 3).map((code, j) => {
          const k = CATALOGUE_KINDS.find((x) => x.code === code) ?? CATALOGUE_KINDS[j];
          return { shape: k.shape, body: k.colour, accent: TINTS[j % TINTS.length] };
        }),
        colour,
        600,
        400,
      ),
    );
  const offers: Partial<Offer>[] = [
    ...picked.map((r) => ({
      title: `${r.discountInPercent}% off ${r.name}`,
      subtitle: 'This week only, while stocks last',
      linkType: 'product',
      linkSlug: r.slug!,
      fileName: art([r.kindCode], '#f4a7b9', `deal-${r.slug}`),
    })),
    ...listed.map((c) => ({
      title: c.name,
      subtitle: 'Hand-picked offers from the edit',
      linkType: 'collection',
      linkSlug: c.slug,
      fileName: art(c.kinds, c.colour, `deal-${c.slug}`),
    })),
  ].map((o, i) => ({ ...o, branchCode, isActive: true, position: i + 1, imageWidth: 600, imageHeight: 400, startsAt: null, endsAt: null }));
  counts.offers = await bulkInsert(m, Offer, offers);
}
