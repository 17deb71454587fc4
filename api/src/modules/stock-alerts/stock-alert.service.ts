import crypto from 'node:crypto';
import { In, IsNull } from 'typeorm';
import { BackgroundJobs } from '../../common/background-jobs';
import { checkEmailFormat } from '../../common/email';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import type { Database, DataChange } from '../../db/database';
import type { Logger } from '../../common/logger';
import { Product } from '../catalog/product/product.entity';
import { StockMovement } from '../catalog/stock/stock-movement.entity';
import type { ShopMails } from '../mail/shop-mails';
import { StockAlert } from './stock-alert.entity';

/** How many alerts one e-mail address may have waiting at once (asking again for one already waiting does not count). */
export const MAX_WAITING_ALERTS_PER_EMAIL = 20;
/** How many due alerts one sweep mails before it looks again. */
const SWEEP_BATCH = 200;
const TOKEN_SHAPE = /^[0-9a-f]{64}$/;

export const unsubscribePath = (token: string) => `/stock-alerts/unsubscribe?token=${token}`;

/** What the unsubscribe page says. */
export interface UnsubscribeResult {
  removed: boolean;
  productName: string | null;
}

/**
 * Back-in-stock alerts. A shopper leaves an address on an out-of-stock product's page (once per product
 * and address; asking again is the same alert). Whenever stock may have risen — any committed write to a
 * product or to the stock ledger (a 'received' movement, a staff edit of the figure, a CSV import, a
 * return) — a sweep finds the waiting alerts of active products now in stock, claims each with a
 * conditional UPDATE (sent_at still null), and mails only the ones it claimed: so each alert is mailed at
 * most once, even with several instances sweeping, and never again on a later delivery.
 */
export class StockAlertService {
  private readonly jobs = new BackgroundJobs();
  private sweeping = false;
  private sweepAgain = false;
  private readonly listener = (change: DataChange) => {
    if (change.entity === Product || change.entity === StockMovement) this.sweepSoon();
  };

  constructor(
    private readonly db: Database,
    private readonly mails: ShopMails,
    private readonly publicUrl: string,
    private readonly logger?: Logger,
  ) {
    db.events.on('change', this.listener);
  }

  async request(branchCode: string, productId: number, email: string): Promise<{ message: string }> {
    const address = (email ?? '').trim().toLowerCase();
    if (!address) throw new ValidationError('Email is required', 'email');
    checkEmailFormat(address);
    const product = await this.db.repo(Product).findOne({
      where: { branchCode, id: productId, isActive: true },
      select: { id: true, name: true, stockQuantity: true },
    });
    if (!product) throw new NotFoundError('Product not found');
    if (product.stockQuantity > 0) throw new ConflictError(`${product.name} is in stock now: you can add it to your basket`);
    const message = `Thank you. We will e-mail ${address} once when ${product.name} is back in stock.`;
    await this.db.transaction(async (manager) => {
      const repo = manager.getRepository(StockAlert);
      const existing = await repo.findOneBy({ branchCode, productId, email: address });
      if (existing?.sentAt === null) return;
      const waiting = await repo.countBy({ branchCode, email: address, sentAt: IsNull() });
      if (waiting >= MAX_WAITING_ALERTS_PER_EMAIL)
        throw new ConflictError(
          `This e-mail already has ${MAX_WAITING_ALERTS_PER_EMAIL} back-in-stock alerts waiting; remove one with the link in its e-mail, or wait for one to be sent`,
        );
      // An alert mailed before is armed again for this new wait, with a new link.
      if (existing) await repo.update({ id: existing.id }, { sentAt: null, token: newToken() });
      else await repo.insert(repo.create({ branchCode, productId, email: address, token: newToken(), sentAt: null }));
    });
    return { message };
  }

  /** The unsubscribe link's work: removes the alert the token names; a second visit finds nothing and says so. */
  /** The product a waiting alert is for, by its unsubscribe token (nothing changes); null when there is none. */
  async waitingFor(token: string): Promise<{ productName: string | null } | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const alert = await this.db.repo(StockAlert).findOne({ where: { token }, relations: { product: true } });
    return alert ? { productName: alert.product?.name ?? null } : null;
  }

  async unsubscribe(token: string): Promise<UnsubscribeResult> {
    if (!TOKEN_SHAPE.test(token)) return { removed: false, productName: null };
    return this.db.transaction(async (manager) => {
      const alert = await manager.getRepository(StockAlert).findOneBy({ token });
      if (!alert) return { removed: false, productName: null };
      await manager.getRepository(StockAlert).delete({ id: alert.id });
      const product = await manager.getRepository(Product).findOne({ where: { id: alert.productId }, select: { id: true, name: true } });
      return { removed: true, productName: product?.name ?? null };
    });
  }

  /** Staff: the alerts still waiting on each product (0 for none), for the back office. */
  async waitingCounts(branchCode: string, productIds: readonly number[]): Promise<number[]> {
    if (productIds.length === 0) return [];
    const rows: { productId: number; waiting: string | number }[] = await this.db
      .repo(StockAlert)
      .createQueryBuilder('a')
      .select('a.productId', 'productId')
      .addSelect('COUNT(*)', 'waiting')
      .where({ branchCode, productId: In([...productIds]), sentAt: IsNull() })
      .groupBy('a.productId')
      .getRawMany();
    const counts = new Map(rows.map((r) => [Number(r.productId), Number(r.waiting)]));
    return productIds.map((id) => counts.get(id) ?? 0);
  }

  /** Resolves once every sweep started so far, and the mails it sent, are done (for shutdown and tests). */
  async settled(): Promise<void> {
    await this.jobs.settled();
    await this.mails.settled();
  }

  close(): void {
    this.db.events.off('change', this.listener);
  }

  /** Starts a sweep after the write that called it; one at a time, with one more if writes came meanwhile. */
  private sweepSoon(): void {
    if (this.sweeping) {
      this.sweepAgain = true;
      return;
    }
    this.sweeping = true;
    void this.jobs.run(
      async () => {
        try {
          do {
            this.sweepAgain = false;
            while ((await this.sweep()) === SWEEP_BATCH);
          } while (this.sweepAgain);
        } finally {
          this.sweeping = false;
        }
      },
      (err) => this.logger?.error({ err }, 'back-in-stock alerts could not be sent'),
    );
  }

  /** Mails one batch of due alerts; answers how many it found due. */
  private async sweep(): Promise<number> {
    const due: { id: number; branchCode: string; email: string; token: string; name: string; slug: string }[] = await this.db
      .repo(StockAlert)
      .createQueryBuilder('a')
      .innerJoin(Product, 'p', 'p.id = a.product_id')
      .select(['a.id AS id', 'a.branch_code AS branchCode', 'a.email AS email', 'a.token AS token', 'p.name AS name', 'p.slug AS slug'])
      .where('a.sent_at IS NULL AND p.stock_quantity > 0 AND p.is_active = :active', { active: true })
      .orderBy('a.id', 'ASC')
      .limit(SWEEP_BATCH)
      .getRawMany();
    for (const alert of due) {
      const claimed = await this.db.transaction((manager) =>
        manager
          .createQueryBuilder()
          .update(StockAlert)
          .set({ sentAt: new Date() })
          .where('id = :id AND sent_at IS NULL', { id: alert.id })
          .execute(),
      );
      if (claimed.affected !== 1) continue;
      void this.mails.backInStock(alert.branchCode, alert.email, {
        productName: alert.name,
        productUrl: `${this.origin}/product/${encodeURIComponent(alert.slug)}`,
        unsubscribeUrl: `${this.origin}${unsubscribePath(alert.token)}`,
      });
    }
    return due.length;
  }

  private get origin(): string {
    return this.publicUrl.replace(/\/+$/, '');
  }
}

const newToken = () => crypto.randomBytes(32).toString('hex');
