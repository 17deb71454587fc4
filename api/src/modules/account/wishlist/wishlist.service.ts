import { In, type EntityManager } from 'typeorm';
import type { Caller } from '../../../common/auth';
import { ConflictError, NotFoundError, ValidationError } from '../../../common/errors';
import type { Database } from '../../../db/database';
import { lockRow } from '../../../db/row-lock';
import { Product } from '../../catalog/product/product.entity';
import { User } from '../user/user.entity';
import type { UserService } from '../user/user.service';
import { unitPricePence } from '../../catalog/product/product-price';
import { WishlistItem } from './wishlist-item.entity';

/** The most products one customer's wishlist holds (and so the most a merge takes). */
export const MAX_WISHLIST_ITEMS = 100;

const isId = (id: unknown): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

/**
 * A customer's wishlist: only their own (nothing takes another's id), at most MAX_WISHLIST_ITEMS
 * products, each once. The price kept with an item is read from the product when it is saved, so the
 * wishlist can say when a price has come down. Saving, removing and merging are idempotent: a product
 * already there keeps its first price and date.
 */
export class WishlistService {
  constructor(
    private readonly db: Database,
    private readonly users: UserService,
  ) {}

  /** The caller's wishlist, newest first; a product no longer sold is answered with `product: null`. */
  async mine(caller: Caller | null, branchCode: string): Promise<WishlistItem[]> {
    const user = await this.customer(caller, branchCode);
    return this.listOf(this.db.dataSource.manager, branchCode, user.id);
  }

  /** Saves a product (an active one of the branch) and answers its item; one already saved is answered as it is. */
  async save(caller: Caller | null, branchCode: string, productId: number): Promise<WishlistItem> {
    const user = await this.customer(caller, branchCode);
    if (!isId(productId)) throw new ValidationError('Choose a product to save', 'productId');
    return this.db.transaction(async (m) => {
      await lockRow(m, User, user.id);
      const [product] = await this.activeProducts(m, branchCode, [productId]);
      if (!product) throw new NotFoundError(`No product with id ${productId}`);
      const repo = m.getRepository(WishlistItem);
      const existing = await repo.findOneBy({ branchCode, userId: user.id, productId });
      if (!existing) {
        if ((await repo.countBy({ branchCode, userId: user.id })) >= MAX_WISHLIST_ITEMS) {
          throw new ConflictError(`Your wishlist can hold at most ${MAX_WISHLIST_ITEMS} products; remove one first`);
        }
        await repo.insert(this.itemOf(branchCode, user.id, product));
      }
      const item = await repo.findOneByOrFail({ branchCode, userId: user.id, productId });
      item.product = product;
      return item;
    });
  }

  /** Takes a product off the caller's wishlist; answers whether it was there. */
  async remove(caller: Caller | null, branchCode: string, productId: number): Promise<boolean> {
    const user = await this.customer(caller, branchCode);
    if (!isId(productId)) throw new ValidationError('Choose a product to remove', 'productId');
    const result = await this.db.transaction((m) => m.getRepository(WishlistItem).delete({ branchCode, userId: user.id, productId }));
    return (result.affected ?? 0) > 0;
  }

  /**
   * Adds a guest's saved products (from the browser) on sign-in, in the order given, while there is room:
   * ids already there, unknown or no longer sold are passed over, so sending the same list again changes nothing.
   * Answers the whole wishlist.
   */
  async merge(caller: Caller | null, branchCode: string, productIds: number[]): Promise<WishlistItem[]> {
    const user = await this.customer(caller, branchCode);
    if (productIds.length > MAX_WISHLIST_ITEMS) {
      throw new ValidationError(`Send at most ${MAX_WISHLIST_ITEMS} products at once`, 'productIds');
    }
    if (!productIds.every(isId)) throw new ValidationError('Product ids are whole numbers above 0', 'productIds');
    const wanted = [...new Set(productIds)];
    return this.db.transaction(async (m) => {
      await lockRow(m, User, user.id);
      const repo = m.getRepository(WishlistItem);
      const have = new Set(
        (await repo.find({ where: { branchCode, userId: user.id }, select: { productId: true } })).map((i) => i.productId),
      );
      const products = await this.activeProducts(
        m,
        branchCode,
        wanted.filter((id) => !have.has(id)),
      );
      const room = Math.max(MAX_WISHLIST_ITEMS - have.size, 0);
      const adding = products.slice(0, room);
      if (adding.length) await repo.insert(adding.map((p) => this.itemOf(branchCode, user.id, p)));
      return this.listOf(m, branchCode, user.id);
    });
  }

  /** Every item of one account, newest first (the data export too). */
  async listOf(m: EntityManager, branchCode: string, userId: number): Promise<WishlistItem[]> {
    const items = await m
      .getRepository(WishlistItem)
      .find({ where: { branchCode, userId }, relations: { product: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    for (const item of items) if (!item.product?.isActive) item.product = null;
    return items;
  }

  private itemOf(branchCode: string, userId: number, product: Product): Partial<WishlistItem> {
    return { branchCode, userId, productId: product.id, pricePenceWhenSaved: unitPricePence(product) };
  }

  /** The branch's active products among the ids, in the order of the ids. */
  private async activeProducts(m: EntityManager, branchCode: string, ids: number[]): Promise<Product[]> {
    if (!ids.length) return [];
    const rows = await m.getRepository(Product).findBy({ branchCode, isActive: true, id: In(ids) });
    const byId = new Map(rows.map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id)).filter((p): p is Product => Boolean(p));
  }

  /**
   * The signed-in, active account of this branch (a guest is UNAUTHENTICATED). Staff rank above customers
   * (docs/architecture.md, Roles), so a member of staff shopping on the storefront keeps one too.
   */
  private customer(caller: Caller | null, branchCode: string): Promise<User> {
    return this.users.current(caller, branchCode);
  }
}
