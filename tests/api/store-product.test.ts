import { Role } from '../../api/src/common/roles';
import { Review } from '../../api/src/modules/catalog/review/review.entity';
import { ask, askError, countQueries, discounted, loginAs, rows, startStoreShop } from '../helpers/store';
import { insertDeliveredOrder } from '../helpers/orders';
import { dialects } from '../helpers/test-db';
import type { TestShop } from '../helpers/test-shop';
import { graphql } from '../generated';
import type { TestListingRelatedReviewsQuery } from '../generated/graphql';

const PRODUCT = `query StoreProduct($id: Int, $slug: String) {
  storeProduct(id: $id, slug: $slug) {
    id name slug code salePrice discountInAmount discountInPercent discountedPrice stockQuantity gallery rating reviewCount
    brand { name slug fileName keyLetter } color { name hexCode } itemType { name } shade { name hexCode } flavor { name }
    size { name } weight { name } volume { name } fragrance { name }
    parentItem { slug title }
    siblings { id name shade { name } size { name } }
    related(limit: 6) { id parentItemId brandId }
    reviews { totalItems items { authorName rating title body status } }
  }
}`;
const LISTING_RELATED_REVIEWS = graphql(`
  query TestListingRelatedReviews($take: Int!) {
    productListing(sort: NAME_ASC, page: { take: $take }) {
      items {
        id
        related(limit: 8) {
          id
          name
          brand {
            name
          }
          related(limit: 2) {
            id
          }
        }
        reviews(page: { take: 2 }) {
          totalItems
          items {
            title
            authorName
          }
        }
      }
    }
  }
`);

interface Row {
  id: number;
  slug: string;
  name: string;
  brand_id: number;
  parent_item_id: number;
  sale_price_pence: number;
  discount_in_amount_pence: number;
  gallery_images: string;
  rating: number;
  shade_id: number | null;
}

describe.each(dialects)('storefront product page on %s', (dialect) => {
  let t: TestShop;
  let p: Row;
  beforeAll(async () => {
    t = await startStoreShop(dialect);
    [p] = await rows<Row>(
      t.shop.db,
      `SELECT p.* FROM products p WHERE p.is_active = 1 AND p.discount_in_amount_pence > 0 AND p.shade_id IS NOT NULL
      AND (SELECT COUNT(*) FROM products s WHERE s.parent_item_id = p.parent_item_id AND s.is_active = 1) >= 4 ORDER BY p.id LIMIT 1`,
    );
  });
  afterAll(() => t?.close());

  test('storeProduct by id and slug: brand, attributes, gallery, stock and discounted price = SalePrice − DiscountInAmount', async () => {
    const { storeProduct: got } = await ask(t, PRODUCT, { id: p.id, slug: p.slug });
    const [brand] = await rows<{ name: string; slug: string }>(t.shop.db, 'SELECT name, slug FROM brands WHERE id = ?', [p.brand_id]);
    const [shade] = await rows<{ name: string }>(t.shop.db, 'SELECT name FROM shades WHERE id = ?', [p.shade_id]);
    expect(got).toMatchObject({
      id: p.id,
      slug: p.slug,
      name: p.name,
      salePrice: p.sale_price_pence / 100,
      discountInAmount: p.discount_in_amount_pence / 100,
    });
    expect(got.discountedPrice).toBe(discounted(p.sale_price_pence, p.discount_in_amount_pence));
    expect(got.discountedPrice).toBeLessThan(got.salePrice);
    expect(got.brand).toMatchObject({ name: brand.name, slug: brand.slug, keyLetter: brand.name[0].toUpperCase() });
    expect(got.brand.fileName).toBeTruthy();
    expect(got.shade.name).toBe(shade.name);
    expect(got.itemType.name).toBeTruthy();
    expect(got.gallery).toEqual(p.gallery_images.split(','));
    expect(got.gallery.length).toBeGreaterThanOrEqual(1);
    expect(got.parentItem.slug).toBeTruthy();
  });

  test('storeProduct by slug alone; an id and slug of different products answer NOT_FOUND', async () => {
    const bySlug = await ask(t, `query($s: String) { storeProduct(slug: $s) { id } }`, { s: p.slug.toUpperCase() });
    expect(bySlug.storeProduct.id).toBe(p.id);
    const [other] = await rows<{ slug: string }>(t.shop.db, 'SELECT slug FROM products WHERE id <> ? ORDER BY id LIMIT 1', [p.id]);
    const error = await askError(t, `query($id: Int, $s: String) { storeProduct(id: $id, slug: $s) { id } }`, { id: p.id, s: other.slug });
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: `No product with id ${p.id} and slug "${other.slug}"` });
    expect((await askError(t, `{ storeProduct(id: 99999999) { id } }`)).code).toBe('NOT_FOUND');
    expect(await askError(t, `{ storeProduct { id } }`)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  });

  test('an inactive product is not found by shoppers', async () => {
    const [off] = await rows<{ id: number; slug: string }>(
      t.shop.db,
      'SELECT id, slug FROM products WHERE is_active = 0 ORDER BY id LIMIT 1',
    );
    expect(off).toBeDefined();
    expect(
      (await askError(t, `query($id: Int, $s: String) { storeProduct(id: $id, slug: $s) { id } }`, { id: off.id, s: off.slug })).code,
    ).toBe('NOT_FOUND');
  });

  test('the basket reads its products again in one request: the active ones, in the order asked; at most 50', async () => {
    const [off] = await rows<{ id: number }>(t.shop.db, 'SELECT id FROM products WHERE is_active = 0 ORDER BY id LIMIT 1');
    const [a, b] = await rows<{ id: number; name: string }>(
      t.shop.db,
      'SELECT id, name FROM products WHERE is_active = 1 ORDER BY id DESC LIMIT 2',
    );
    const query = 'query($ids: [Int!]!) { storeProductsByIds(ids: $ids) { id name stockQuantity } }';
    const { storeProductsByIds: got } = await ask(t, query, { ids: [b.id, off.id, 999_999, a.id, b.id] });
    expect(got.map((g: { id: number; name: string }) => [g.id, g.name])).toEqual([
      [b.id, b.name],
      [a.id, a.name],
    ]);
    expect(await askError(t, query, { ids: Array.from({ length: 51 }, (_, i) => i + 1) })).toEqual({
      message: 'Ask for at most 50 products at once',
      code: 'BAD_USER_INPUT',
      field: 'ids',
    });
  });

  test('siblings are the other active products of the same parent item', async () => {
    const { storeProduct: got } = await ask(t, PRODUCT, { id: p.id, slug: p.slug });
    const family = await rows<{ id: number }>(t.shop.db, 'SELECT id FROM products WHERE parent_item_id = ? AND is_active = 1 AND id <> ?', [
      p.parent_item_id,
      p.id,
    ]);
    expect(got.siblings.map((s: { id: number }) => s.id).sort((a: number, b: number) => a - b)).toEqual(
      family.map((f) => f.id).sort((a, b) => a - b),
    );
    expect(got.siblings.every((s: { shade: unknown }) => s.shade)).toBe(true);
  });

  test('related: the same parent item first, then the same brand, never the product itself', async () => {
    const { storeProduct: got } = await ask(
      t,
      `query($id: Int) { storeProduct(id: $id) { related(limit: 24) { id parentItemId brandId } } }`,
      { id: p.id },
    );
    const related: { id: number; parentItemId: number; brandId: number }[] = got.related;
    const familySize = (
      await rows(t.shop.db, 'SELECT id FROM products WHERE parent_item_id = ? AND is_active = 1 AND id <> ?', [p.parent_item_id, p.id])
    ).length;
    const brandOthers = (
      await rows(t.shop.db, 'SELECT id FROM products WHERE brand_id = ? AND is_active = 1 AND parent_item_id <> ?', [
        p.brand_id,
        p.parent_item_id,
      ])
    ).length;
    expect(brandOthers).toBeGreaterThan(0);
    expect(related.length).toBe(Math.min(24, familySize + brandOthers));
    expect(related.map((r) => r.id)).not.toContain(p.id);
    expect(new Set(related.map((r) => r.id)).size).toBe(related.length);
    expect(related.slice(0, familySize).every((r) => r.parentItemId === p.parent_item_id)).toBe(true);
    expect(related.slice(familySize).every((r) => r.brandId === p.brand_id && r.parentItemId !== p.parent_item_id)).toBe(true);
    const few = await ask(t, `query($id: Int) { storeProduct(id: $id) { related(limit: 2) { id } } }`, { id: p.id });
    expect(few.storeProduct.related).toHaveLength(2);
  });

  test('rating falls back to the seeded Rating without reviews; submitReview needs a login and valid input', async () => {
    const { storeProduct: got } = await ask(t, PRODUCT, { id: p.id });
    expect(got.rating).toBe(p.rating);
    expect(got.reviewCount).toBe(0);
    const input = { productId: p.id, rating: 5, title: 'Lovely', body: 'Blends well' };
    const SUBMIT = `mutation($input: SubmitReviewInput!) { submitReview(input: $input) { id authorName rating status productId } }`;
    expect((await askError(t, SUBMIT, { input })).code).toBe('UNAUTHENTICATED');
    const { user, headers } = await loginAs(t, Role.USER, 'Amara Okafor');
    expect(await askError(t, SUBMIT, { input }, headers)).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You can review a product once an order of yours containing it has been delivered',
    });
    await insertDeliveredOrder(t.shop.db, user.id, [p.id]);
    expect(await askError(t, SUBMIT, { input: { ...input, rating: 6 } }, headers)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'rating',
    });
    expect(await askError(t, SUBMIT, { input: { ...input, title: '  ' } }, headers)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'title',
      message: 'Title is required',
    });
    expect((await askError(t, SUBMIT, { input: { ...input, productId: 99999999 } }, headers)).code).toBe('NOT_FOUND');
    const { submitReview } = await ask(t, SUBMIT, { input }, headers);
    expect(submitReview).toMatchObject({ authorName: 'Amara O.', rating: 5, status: 'pending', productId: p.id });
    const after = await ask(t, PRODUCT, { id: p.id });
    expect(after.storeProduct).toMatchObject({ rating: p.rating, reviewCount: 0, reviews: { totalItems: 0, items: [] } });
  });

  test('approved reviews show newest first, paginated, and their average becomes the rating', async () => {
    const { headers: staff } = await loginAs(t, Role.ADMIN);
    const SUBMIT = `mutation($input: SubmitReviewInput!) { submitReview(input: $input) { id } }`;
    const ids: number[] = [];
    // One review per customer and product, each from a customer whose order of it was delivered.
    for (const [rating, title, name] of [
      [4, 'Good', 'Beth Jones'],
      [2, 'Not for me', 'Bea Jakes'],
      [5, 'Perfect', 'Ben Judd'],
    ] as const) {
      const { user, headers: shopper } = await loginAs(t, Role.USER, name);
      await insertDeliveredOrder(t.shop.db, user.id, [p.id]);
      ids.push(
        (await ask(t, SUBMIT, { input: { productId: p.id, rating, title, body: `${title}, says ${name}` } }, shopper)).submitReview.id,
      );
    }
    for (const id of ids)
      await ask(t, `mutation($id: Int!) { updateReview(id: $id, input: { status: "approved" }) { status } }`, { id }, staff);
    const days = [1, 3, 2];
    for (const [i, id] of ids.entries()) await t.shop.db.repo(Review).update(id, { createdAt: new Date(`2025-01-0${days[i]}T10:00:00Z`) });
    const { storeProduct: got } = await ask(t, PRODUCT, { id: p.id });
    expect(got.reviewCount).toBe(3);
    expect(got.rating).toBe(3.7);
    expect(got.reviews.totalItems).toBe(3);
    expect(got.reviews.items.map((r: { title: string }) => r.title)).toEqual(['Not for me', 'Perfect', 'Good']);
    expect(got.reviews.items.every((r: { status: string }) => r.status === 'approved')).toBe(true);
    expect(got.reviews.items.map((r: { authorName: string }) => r.authorName)).toEqual(['Bea J.', 'Ben J.', 'Beth J.']);
    const page = await ask(
      t,
      `query($id: Int) { storeProduct(id: $id) { reviews(page: { skip: 1, take: 1 }) { totalItems items { title } } } }`,
      { id: p.id },
    );
    expect(page.storeProduct.reviews).toEqual({ totalItems: 3, items: [{ title: 'Perfect' }] });
  });

  test('staff list reviews by status, each with its product; an unknown status is bad input; shoppers cannot', async () => {
    const { headers: staff } = await loginAs(t, Role.ADMIN);
    const { headers: shopper } = await loginAs(t, Role.USER);
    const LIST = `query($status: String) { reviews(options: { status: $status, take: 100 }) { totalItems items { status productId product { id slug } } } }`;
    const [counted] = await rows<{ n: number }>(t.shop.db, "SELECT COUNT(*) AS n FROM reviews WHERE status = 'approved'");
    const { reviews } = await ask(t, LIST, { status: 'approved' }, staff);
    expect(reviews.totalItems).toBe(Number(counted.n));
    expect(reviews.items.length).toBeGreaterThan(0);
    expect(
      reviews.items.every(
        (r: { status: string; productId: number; product: { id: number } }) => r.status === 'approved' && r.product.id === r.productId,
      ),
    ).toBe(true);
    expect(await askError(t, LIST, { status: 'spam' }, staff)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'status',
      message: 'status must be one of pending, approved, rejected',
    });
    expect((await askError(t, LIST, { status: 'approved' }, shopper)).code).toBe('FORBIDDEN');
  });

  test('related products and reviews of a listing are batched: as many SQL statements for 24 products as for 3', async () => {
    const listed = await rows<{ id: number }>(t.shop.db, 'SELECT id FROM products WHERE is_active = 1 ORDER BY name, id LIMIT 24');
    const reviews = listed.flatMap(({ id }) =>
      [1, 2, 3].map((n) => ({
        branchCode: 'MAIN',
        productId: id,
        authorFullName: 'Cara Lee',
        rating: n + 2,
        title: `Batch ${n}`,
        body: 'Fine',
        status: 'approved',
      })),
    );
    await t.shop.db.repo(Review).insert(reviews);
    const counts: number[] = [];
    for (const take of [3, 24]) {
      let answer: TestListingRelatedReviewsQuery | undefined;
      counts.push(await countQueries(t.shop.db, async () => (answer = await ask(t, LISTING_RELATED_REVIEWS, { take }))));
      expect(answer!.productListing.items).toHaveLength(take);
      expect(
        answer!.productListing.items.every((p) => p.related.length > 0 && p.reviews.totalItems >= 3 && p.reviews.items.length === 2),
      ).toBe(true);
    }
    // the page and its count, related (family and brand) at two levels, brands, reviews and their totals
    expect(counts[1]).toBe(counts[0]);
    expect(counts[1]).toBeLessThanOrEqual(2 + 2 + 2 + 1 + 2);
  });

  test('a listing with brand and attributes costs a fixed number of SQL statements, whatever the page size', async () => {
    const LIST = `query($take: Int!) { productListing(sort: NEWEST, page: { take: $take }) { items { name rating reviewCount brand { name } color { name } itemType { name } shade { name } flavor { name } size { name } weight { name } volume { name } fragrance { name } parentItem { title } siblings { id } } } }`;
    const fixed = 2 + 9 + 1 + 1 + 1;
    for (const take of [6, 24, 100]) {
      const { productListing } = await ask(t, LIST, { take });
      expect(productListing.items).toHaveLength(take);
      expect(await countQueries(t.shop.db, () => ask(t, LIST, { take }))).toBeLessThanOrEqual(fixed);
    }
  });
});
