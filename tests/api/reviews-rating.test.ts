import { Role } from '../../api/src/common/roles';
import { Product } from '../../api/src/modules/catalog/product/product.entity';
import { Review } from '../../api/src/modules/catalog/review/review.entity';
import { graphql } from '../generated';
import { insertOrder, insertProduct, insertUser } from '../helpers/orders';
import { dialects } from '../helpers/test-db';
import { gql, startTestShop, TestShop } from '../helpers/test-shop';

const FIGURES = graphql(`
  query TestRatingFigures($id: Int!) {
    storeProduct(id: $id) {
      rating
      reviewAverage
      reviewCount
      reviewHistogram {
        stars
        count
      }
    }
  }
`);
const REVIEWS = graphql(`
  query TestRatingReviews($id: Int!, $sort: ReviewSort, $stars: Int) {
    storeProduct(id: $id) {
      reviews(sort: $sort, stars: $stars, page: { take: 10 }) {
        totalItems
        items {
          title
          rating
          verifiedBuyer
        }
      }
    }
  }
`);
const SUBMIT = graphql(`
  mutation TestRatingSubmitReview($input: SubmitReviewInput!) {
    submitReview(input: $input) {
      id
      verifiedBuyer
    }
  }
`);
const UPDATE = graphql(`
  mutation TestRatingUpdateReview($id: Int!, $input: UpdateReviewInput!) {
    updateReview(id: $id, input: $input) {
      status
    }
  }
`);
const CREATE = graphql(`
  mutation TestRatingCreateReview($input: CreateReviewInput!) {
    createReview(input: $input) {
      id
      verifiedBuyer
    }
  }
`);
const DELETE = graphql(`
  mutation TestRatingDeleteReview($id: Int!) {
    deleteReview(id: $id) {
      id
    }
  }
`);
const LISTING = graphql(`
  query TestRatingListing($sort: ProductSort) {
    productListing(sort: $sort, page: { take: 100 }) {
      items {
        id
        reviewAverage
        reviewCount
      }
    }
  }
`);

const FILTERS = graphql(`
  query TestRatingFilters($filter: ProductListingFilter) {
    productListing(filter: $filter, page: { take: 100 }) {
      items {
        name
      }
    }
    filterOptions(filter: $filter) {
      ratings {
        minRating
        count
      }
      inStock
    }
  }
`);

const histogram = (five: number, four: number, three: number, two: number, one: number) =>
  [five, four, three, two, one].map((count, i) => ({ stars: 5 - i, count }));

describe.each(dialects)('the rating shoppers see comes from approved reviews only, on %s', (dialect) => {
  let t: TestShop;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await startTestShop(dialect);
    staff = (await insertUser(t, Role.ADMIN)).headers;
  });
  afterAll(() => t?.close());

  /** A product with a staff-set rating of 4.8 and no reviews. */
  async function productRatedByStaff(name: string): Promise<Product> {
    const product = await insertProduct(t.shop.db, { name, pricePence: 1200, stock: 10 });
    await t.shop.db.repo(Product).update(product.id, { rating: 4.8 });
    return product;
  }

  /** A customer whose order of the product was delivered writes a review (pending until staff approve it). */
  async function reviewByBuyer(product: Product, rating: number, title: string): Promise<number> {
    const { user, headers } = await insertUser(t, Role.USER);
    await insertOrder(t.shop.db, { userId: user.id, status: 'delivered', lines: [{ product, quantity: 1 }] });
    const body = await gql(t.url, SUBMIT, { input: { productId: product.id, rating, title, body: `${title}, truly` } }, headers);
    expect(body.errors).toBeUndefined();
    expect(body.data!.submitReview.verifiedBuyer).toBe(true);
    return body.data!.submitReview.id;
  }

  async function figures(product: Product) {
    const body = await gql(t.url, FIGURES, { id: product.id });
    expect(body.errors).toBeUndefined();
    return body.data!.storeProduct!;
  }

  async function setReview(id: number, input: { status?: string; rating?: number }) {
    expect((await gql(t.url, UPDATE, { id, input }, staff)).errors).toBeUndefined();
  }

  test('a product without approved reviews has no average and a count of 0, whatever its staff-set rating', async () => {
    const product = await productRatedByStaff('Rose Hand Cream');
    expect(await figures(product)).toEqual({ rating: 4.8, reviewAverage: null, reviewCount: 0, reviewHistogram: histogram(0, 0, 0, 0, 0) });
    await reviewByBuyer(product, 5, 'Lovely');
    expect(await figures(product)).toMatchObject({ reviewAverage: null, reviewCount: 0, reviewHistogram: histogram(0, 0, 0, 0, 0) });
    const [row] = await t.shop.db.repo(Product).findBy({ id: product.id });
    expect({ average: row.reviewAverage, count: row.reviewCount }).toEqual({ average: null, count: 0 });
  });

  test('approving, rejecting, editing and deleting reviews move the stored average, count and histogram with them', async () => {
    const product = await productRatedByStaff('Argan Hair Oil');
    const five = await reviewByBuyer(product, 5, 'Perfect');
    const four = await reviewByBuyer(product, 4, 'Good');
    const two = await reviewByBuyer(product, 2, 'Not for me');

    await setReview(five, { status: 'approved' });
    expect(await figures(product)).toEqual({ rating: 5, reviewAverage: 5, reviewCount: 1, reviewHistogram: histogram(1, 0, 0, 0, 0) });
    await setReview(four, { status: 'approved' });
    await setReview(two, { status: 'approved' });
    expect(await figures(product)).toEqual({ rating: 3.7, reviewAverage: 3.7, reviewCount: 3, reviewHistogram: histogram(1, 1, 0, 1, 0) });

    await setReview(two, { status: 'rejected' });
    expect(await figures(product)).toMatchObject({ reviewAverage: 4.5, reviewCount: 2, reviewHistogram: histogram(1, 1, 0, 0, 0) });
    await setReview(four, { rating: 3 });
    expect(await figures(product)).toMatchObject({ reviewAverage: 4, reviewCount: 2, reviewHistogram: histogram(1, 0, 1, 0, 0) });
    expect((await gql(t.url, DELETE, { id: five }, staff)).errors).toBeUndefined();
    expect(await figures(product)).toMatchObject({ reviewAverage: 3, reviewCount: 1 });
    await setReview(four, { status: 'pending' });
    expect(await figures(product)).toEqual({ rating: 4.8, reviewAverage: null, reviewCount: 0, reviewHistogram: histogram(0, 0, 0, 0, 0) });
  });

  test('a review staff enter is counted once approved but is not a verified buyer’s', async () => {
    const product = await productRatedByStaff('Night Cream');
    const body = await gql(
      t.url,
      CREATE,
      { input: { productId: product.id, authorFullName: 'Shop Team', rating: 3, title: 'Tested', body: 'In store', status: 'approved' } },
      staff,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.createReview.verifiedBuyer).toBe(false);
    expect(await figures(product)).toMatchObject({ reviewAverage: 3, reviewCount: 1 });
  });

  test("a product's reviews sort newest, highest or lowest first and filter by stars; stars outside 1 to 5 are bad input", async () => {
    const product = await productRatedByStaff('Vitamin C Serum');
    const ids: number[] = [];
    for (const [rating, title] of [
      [4, 'Nice'],
      [2, 'Meh'],
      [5, 'Wow'],
      [4, 'Fine'],
    ] as const)
      ids.push(await reviewByBuyer(product, rating, title));
    for (const [i, id] of ids.entries()) {
      await setReview(id, { status: 'approved' });
      await t.shop.db.repo(Review).update(id, { createdAt: new Date(`2025-03-0${i + 1}T10:00:00Z`) });
    }
    const titles = async (sort?: 'NEWEST' | 'HIGHEST' | 'LOWEST', stars?: number) => {
      const body = await gql(t.url, REVIEWS, { id: product.id, sort, stars });
      expect(body.errors).toBeUndefined();
      const { totalItems, items } = body.data!.storeProduct!.reviews;
      expect(items.every((r) => r.verifiedBuyer)).toBe(true);
      return { totalItems, titles: items.map((r) => r.title) };
    };
    expect(await titles()).toEqual({ totalItems: 4, titles: ['Fine', 'Wow', 'Meh', 'Nice'] });
    expect(await titles('NEWEST')).toEqual({ totalItems: 4, titles: ['Fine', 'Wow', 'Meh', 'Nice'] });
    expect(await titles('HIGHEST')).toEqual({ totalItems: 4, titles: ['Wow', 'Fine', 'Nice', 'Meh'] });
    expect(await titles('LOWEST')).toEqual({ totalItems: 4, titles: ['Meh', 'Fine', 'Nice', 'Wow'] });
    expect(await titles('NEWEST', 4)).toEqual({ totalItems: 2, titles: ['Fine', 'Nice'] });
    expect(await titles(undefined, 1)).toEqual({ totalItems: 0, titles: [] });
    const bad = await gql(t.url, REVIEWS, { id: product.id, stars: 6 });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  test('sorting a listing by rating follows the approved reviews’ average; products without reviews come last', async () => {
    const body = await gql(t.url, LISTING, { sort: 'RATING_DESC' });
    expect(body.errors).toBeUndefined();
    const items = body.data!.productListing.items;
    const rated = items.filter((p) => p.reviewCount > 0);
    expect(rated.length).toBeGreaterThanOrEqual(2);
    expect(items.slice(0, rated.length)).toEqual(rated);
    const averages = rated.map((p) => p.reviewAverage!);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(items.slice(rated.length).every((p) => p.reviewAverage === null)).toBe(true);
  });

  test('the rating and in-stock filters keep what they say, and each counts with the other choices but not its own', async () => {
    const soldOut = await insertProduct(t.shop.db, { name: 'Sold Out Balm', pricePence: 900, stock: 0 });
    const staffReview = { authorFullName: 'Shop Team', rating: 5, title: 'Tested', body: 'In store', status: 'approved' };
    expect((await gql(t.url, CREATE, { input: { productId: soldOut.id, ...staffReview } }, staff)).errors).toBeUndefined();
    const ask = async (filter: { minRating?: number; inStock?: boolean }) => {
      const body = await gql(t.url, FILTERS, { filter });
      expect(body.errors).toBeUndefined();
      const { productListing, filterOptions } = body.data!;
      return { names: productListing.items.map((p) => p.name).sort(), ...filterOptions };
    };
    const floors = (four: number, three: number) => [
      { minRating: 4, count: four },
      { minRating: 3, count: three },
    ];
    // Rated: Night Cream 3, Vitamin C Serum 3.8 (in stock), Sold Out Balm 5 (none in stock); the others have no approved review.
    expect(await ask({})).toMatchObject({ ratings: floors(1, 3), inStock: 4 });
    expect(await ask({ inStock: true })).toMatchObject({ ratings: floors(0, 2), inStock: 4 });
    expect(await ask({ minRating: 4 })).toEqual({ names: ['Sold Out Balm'], ratings: floors(1, 3), inStock: 0 });
    expect(await ask({ minRating: 3, inStock: true })).toEqual({
      names: ['Night Cream', 'Vitamin C Serum'],
      ratings: floors(0, 2),
      inStock: 2,
    });
    const bad = await gql(t.url, FILTERS, { filter: { minRating: 0 } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
