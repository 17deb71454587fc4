import { Caller, requireUser } from '../../../common/auth';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../../common/errors';
import { ListResult, MAX_PAGE_SIZE } from '../../../common/list';
import type { Database } from '../../../db/database';
import { rankedWithin } from '../../../db/ranked';
import { User } from '../../account/user/user.entity';
import { Product } from '../product/product.entity';
import { groupByParent } from '../store/active-rows';
import type { PageInput } from '../store/listing.types';
import { ReviewSort, type StarCount, type SubmitReviewInput } from '../store/review.types';
import { Review } from './review.entity';
import { ALREADY_REVIEWED_MESSAGE, NOT_DELIVERED_MESSAGE, reviewRefusal } from './review-eligibility';

const isUniqueViolation = (err: unknown) => /UNIQUE constraint|Duplicate entry|ER_DUP_ENTRY/i.test(String((err as Error)?.message ?? ''));

const APPROVED = 'approved';

/** Which page of a product's reviews, in which order, and only those of one star rating when `stars` is set. */
export interface PageSlice {
  skip: number;
  take: number;
  sort: ReviewSort;
  stars: number | null;
}

/** The page a client asked for, within bounds (10 reviews, newest first, when it names none); stars outside 1 to 5 are refused. */
export function reviewPage(page: Partial<PageInput> | null | undefined, sort?: ReviewSort | null, stars?: number | null): PageSlice {
  if (stars != null && (!Number.isInteger(stars) || stars < 1 || stars > 5))
    throw new ValidationError('Stars must be a whole number from 1 to 5', 'stars');
  return {
    skip: Math.max(page?.skip ?? 0, 0),
    take: Math.min(Math.max(page?.take ?? 10, 1), MAX_PAGE_SIZE),
    sort: sort ?? ReviewSort.NEWEST,
    stars: stars ?? null,
  };
}

const NEWEST_FIRST: [string, 'ASC' | 'DESC'][] = [
  ['createdAt', 'DESC'],
  ['id', 'DESC'],
];
const REVIEW_ORDER: Record<ReviewSort, [string, 'ASC' | 'DESC'][]> = {
  [ReviewSort.NEWEST]: NEWEST_FIRST,
  [ReviewSort.HIGHEST]: [['rating', 'DESC'], ...NEWEST_FIRST],
  [ReviewSort.LOWEST]: [['rating', 'ASC'], ...NEWEST_FIRST],
};

function requiredText(value: string | null | undefined, label: string, field: string, max: number): string {
  const text = (value ?? '').trim();
  if (!text) throw new ValidationError(`${label} is required`, field);
  if (text.length > max) throw new ValidationError(`${label} must be at most ${max} characters`, field);
  return text;
}

/** Reviews as shoppers see and write them: approved ones only, the rating they make, and new pending reviews. */
export class ProductReviewService {
  constructor(private readonly db: Database) {}

  /** A page of the approved reviews of each product in the order asked for, with their totals: two queries whatever the number of products. */
  async approvedOf(branchCode: string, productIds: readonly number[], page: PageSlice): Promise<ListResult<Review>[]> {
    const ids = [...productIds];
    const approved = () => {
      const qb = this.db
        .repo(Review)
        .createQueryBuilder('r')
        .where('r.branchCode = :branchCode AND r.status = :status AND r.productId IN (:...ids)', { branchCode, status: APPROVED, ids });
      return page.stars === null ? qb : qb.andWhere('r.rating = :stars', { stars: page.stars });
    };
    const order = REVIEW_ORDER[page.sort];
    const ranked = rankedWithin(approved(), 'productId', order, page.skip + 1, page.skip + page.take);
    order.forEach(([field, direction], i) =>
      i === 0 ? ranked.orderBy(`r.${field}`, direction) : ranked.addOrderBy(`r.${field}`, direction),
    );
    const [items, totals] = await Promise.all([
      ranked.getMany(),
      approved()
        .select('r.productId', 'productId')
        .addSelect('COUNT(r.id)', 'count')
        .groupBy('r.productId')
        .getRawMany<{ productId: number | string; count: number | string }>(),
    ]);
    const count = new Map(totals.map((t) => [Number(t.productId), Number(t.count)]));
    return groupByParent(ids, items, (r) => r.productId).map((group, i) => ({ items: group, totalItems: count.get(ids[i]) ?? 0 }));
  }

  /** How many approved reviews give each product 5, 4, 3, 2 and 1 stars (five rows each, highest first), in one query. */
  async histogramsOf(branchCode: string, productIds: readonly number[]): Promise<StarCount[][]> {
    const rows: { productId: number | string; stars: number | string; count: number | string }[] = await this.db
      .repo(Review)
      .createQueryBuilder('r')
      .select('r.productId', 'productId')
      .addSelect('r.rating', 'stars')
      .addSelect('COUNT(r.id)', 'count')
      .where('r.branchCode = :branchCode AND r.status = :status', { branchCode, status: APPROVED })
      .andWhere('r.productId IN (:...productIds)', { productIds: [...productIds] })
      .groupBy('r.productId')
      .addGroupBy('r.rating')
      .getRawMany();
    const counts = new Map(rows.map((r) => [`${Number(r.productId)}:${Number(r.stars)}`, Number(r.count)]));
    return productIds.map((id) => [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.get(`${id}:${stars}`) ?? 0 })));
  }

  /** Whether the caller may review the product now (a delivered order of theirs holds it, no review yet); false for guests. */
  async canReview(caller: Caller | null, branchCode: string, productId: number): Promise<boolean> {
    if (!caller) return false;
    return (await reviewRefusal(this.db.dataSource.manager, branchCode, caller.userId, productId)) === null;
  }

  /**
   * A customer's review of an active product they have received (an order of theirs containing it is
   * delivered), at most one per customer and product; saved as pending under their name for staff to approve.
   */
  async submit(caller: Caller | null, branchCode: string, input: SubmitReviewInput): Promise<Review> {
    const { userId } = requireUser(caller);
    if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
      throw new ValidationError('Rating must be a whole number from 1 to 5', 'rating');
    const title = requiredText(input.title, 'Title', 'title', 160);
    const body = requiredText(input.body, 'Review', 'body', 5000);
    const user = await this.db.repo(User).findOneBy({ id: userId, isActive: true });
    if (!user) throw new UnauthorizedError('Your account no longer exists; please log in again');
    const product = await this.db.repo(Product).findOneBy({ branchCode, id: input.productId, isActive: true });
    if (!product) throw new NotFoundError(`No product with id ${input.productId}`);
    let id: number;
    try {
      id = await this.db.transaction(async (m) => {
        const refusal = await reviewRefusal(m, branchCode, userId, product.id);
        if (refusal === 'not-delivered') throw new ForbiddenError(NOT_DELIVERED_MESSAGE);
        if (refusal === 'already-reviewed') throw new ConflictError(ALREADY_REVIEWED_MESSAGE);
        const repo = m.getRepository(Review);
        const result = await repo.insert(
          repo.create({
            branchCode,
            productId: product.id,
            userId,
            authorFullName: user.name,
            rating: input.rating,
            title,
            body,
            status: 'pending',
            // Eligibility above means an order of theirs containing the product has been delivered.
            verifiedBuyer: true,
          }),
        );
        return Number(result.identifiers[0].id);
      });
    } catch (err) {
      // Two submits at once: the unique index (one review per customer and product) refuses the second.
      if (isUniqueViolation(err)) throw new ConflictError(ALREADY_REVIEWED_MESSAGE);
      throw err;
    }
    this.db.changed(Review, [id], 'create');
    return this.db.repo(Review).findOneByOrFail({ id });
  }
}
