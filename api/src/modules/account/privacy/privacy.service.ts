import { In, type EntityManager } from 'typeorm';
import type { Caller } from '../../../common/auth';
import { ConflictError, ValidationError } from '../../../common/errors';
import type { ImageStore } from '../../../common/images';
import { penceToPounds } from '../../../common/money';
import { Role } from '../../../common/roles';
import type { Database } from '../../../db/database';
import { Review } from '../../catalog/review/review.entity';
import { Order, OrderLine } from '../../orders/order/order.entity';
import { OrderEvent } from '../../orders/order/order-event.entity';
import { RewardPoints } from '../../orders/reward-points/reward-points.entity';
import { StockAlert } from '../../stock-alerts/stock-alert.entity';
import { SavedAddress } from '../address/saved-address.entity';
import type { SavedAddressService } from '../address/saved-address.service';
import { PasswordResetToken } from '../auth/password-reset-token.entity';
import type { PasswordCheckLimiter } from '../auth/attempt-limiter';
import { verifyPassword } from '../auth/tokens';
import { User } from '../user/user.entity';
import { WishlistItem } from '../wishlist/wishlist-item.entity';
import type { UserService } from '../user/user.service';
import type { MyDataExport } from './privacy.inputs';

/** What a deleted customer's orders keep in place of their name and e-mail. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';
export const DELETED_CUSTOMER_EMAIL = 'deleted-customer@invalid.invalid';
/** What their reviews show in place of their name. */
export const ANONYMOUS_REVIEWER = 'Anonymous';
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted';

const money = (pence: number) => penceToPounds(pence);
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A customer's privacy rights over their own account, and only their own (neither takes an id):
 * download everything the shop keeps about them, and delete the account — orders stay for the shop's
 * books but lose the name, e-mail, phone, address lines, access link and the link to the account;
 * the wishlist goes; reviews stay without the name; every token of the account stops working with it.
 */
export class PrivacyService {
  constructor(
    private readonly db: Database,
    private readonly images: ImageStore,
    private readonly users: UserService,
    private readonly addresses: SavedAddressService,
    private readonly passwordChecks: PasswordCheckLimiter,
  ) {}

  async myData(caller: Caller | null, branchCode: string): Promise<MyDataExport> {
    const user = await this.users.current(caller, branchCode);
    const m = this.db.dataSource.manager;
    const orders = await m.getRepository(Order).find({ where: { branchCode, userId: user.id }, order: { createdAt: 'DESC', id: 'DESC' } });
    const ids = orders.map((o) => o.id);
    const lines = ids.length
      ? await m.getRepository(OrderLine).find({ where: { branchCode, orderId: In(ids) }, order: { id: 'ASC' } })
      : [];
    const events = ids.length
      ? await m.getRepository(OrderEvent).find({ where: { branchCode, orderId: In(ids) }, order: { createdAt: 'ASC', id: 'ASC' } })
      : [];
    const reviews = await m
      .getRepository(Review)
      .find({ where: { branchCode, userId: user.id }, relations: { product: true }, order: { id: 'ASC' } });
    const addresses = await this.addresses.listOf(m, branchCode, user.id);
    const wishlist = await m
      .getRepository(WishlistItem)
      .find({ where: { branchCode, userId: user.id }, relations: { product: true }, order: { createdAt: 'ASC', id: 'ASC' } });
    const stockAlerts = await m.getRepository(StockAlert).find({
      where: { branchCode, email: user.email.trim().toLowerCase() },
      relations: { product: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const points = await m
      .getRepository(RewardPoints)
      .find({ where: { branchCode, userId: user.id }, order: { createdAt: 'ASC', id: 'ASC' } });
    const now = new Date();
    const data = {
      exportedAt: now.toISOString(),
      shop: 'Beauty Shop',
      profile: {
        name: user.name,
        email: user.email,
        role: user.role,
        contactNo1: user.contactNo1,
        contactNo2: user.contactNo2,
        city: user.city,
        address: user.address,
        image: user.image,
        createdAt: user.createdAt.toISOString(),
      },
      addresses: addresses.map((a) => ({
        label: a.label,
        fullName: a.fullName,
        phone: a.phone,
        addressLine1: a.addressLine1,
        addressLine2: a.addressLine2,
        city: a.city,
        postcode: a.postcode,
        isDefault: a.isDefault,
      })),
      orders: orders.map((o) => ({
        orderNumber: o.orderNumber,
        placedAt: o.createdAt.toISOString(),
        status: o.status,
        customerName: o.customerName,
        email: o.email,
        phone: o.phone,
        deliveryAddress: { addressLine1: o.addressLine1, addressLine2: o.addressLine2, city: o.city, postcode: o.postcode },
        shippingMethod: o.shippingMethod,
        subtotal: money(o.subtotalPence),
        shipping: money(o.shippingPence),
        discount: money(o.discountPence),
        total: money(o.totalPence),
        currency: 'GBP',
        lines: lines
          .filter((l) => l.orderId === o.id)
          .map((l) => ({
            productName: l.productName,
            productCode: l.productCode,
            quantity: l.quantity,
            unitPrice: money(l.unitPricePence),
            lineTotal: money(l.lineTotalPence),
          })),
        history: events
          .filter((e) => e.orderId === o.id)
          .map((e) => ({
            status: e.status,
            at: e.createdAt.toISOString(),
            trackingNumber: e.trackingNumber,
            carrier: e.carrier,
          })),
      })),
      reviews: reviews.map((r) => ({
        product: r.product?.name ?? null,
        rating: r.rating,
        title: r.title,
        body: r.body,
        status: r.status,
        writtenAt: r.createdAt.toISOString(),
      })),
      wishlist: wishlist.map((w) => ({
        product: w.product?.name ?? null,
        priceWhenSaved: w.priceWhenSaved,
        savedAt: w.savedAt.toISOString(),
      })),
      backInStockAlerts: stockAlerts.map((a) => ({
        product: a.product?.name ?? null,
        askedAt: a.createdAt.toISOString(),
        sentAt: a.sentAt?.toISOString() ?? null,
      })),
      rewardPoints: {
        balance: points.reduce((sum, p) => sum + p.points, 0),
        history: points.map((p) => ({ orderNumber: p.orderNumber, points: p.points, reason: p.reason, at: p.createdAt.toISOString() })),
      },
    };
    return { fileName: `beauty-shop-my-data-${day(now)}.json`, json: JSON.stringify(data, null, 2) };
  }

  /**
   * Deletes the caller's own customer account after checking their password (wrong passwords are
   * counted like changePassword's). Staff accounts are closed by a super-admin in the back office.
   */
  async deleteMyAccount(caller: Caller | null, branchCode: string, password: string): Promise<{ message: string }> {
    const user = await this.users.current(caller, branchCode);
    if (user.role !== Role.USER) throw new ConflictError('Staff accounts are closed by a super-admin in the back office, not here');
    if (!password) throw new ValidationError('Password is required', 'password');
    const attempt = await this.passwordChecks.begin(`${branchCode}|${user.id}`);
    if (!(await verifyPassword(password, user.passwordHash))) throw new ValidationError('Password is incorrect', 'password');
    await attempt.succeeded();
    await this.db.transaction((m) => anonymiseAndDelete(m, user));
    await this.images.remove('users', user.image);
    return { message: ACCOUNT_DELETED_MESSAGE };
  }
}

/**
 * The account's orders are kept, anonymised: name and e-mail replaced, phone and address lines
 * blanked, the postcode cut to its outward district (enough for the shop's regional figures), the
 * guest access link ended and the link to the account dropped; its reviews lose the name; its own
 * order events lose the name; addresses, the wishlist, its address's back-in-stock alerts, reset links and the account go.
 */
async function anonymiseAndDelete(m: EntityManager, user: User): Promise<void> {
  const { branchCode, id: userId } = user;
  const orders = await m.getRepository(Order).find({ where: { branchCode, userId }, select: { id: true, postcode: true } });
  for (const order of orders) {
    await m.getRepository(Order).update(
      { id: order.id },
      {
        customerName: DELETED_CUSTOMER_NAME,
        email: DELETED_CUSTOMER_EMAIL,
        phone: null,
        addressLine1: '',
        addressLine2: null,
        postcode: order.postcode.split(' ')[0] ?? '',
        accessTokenHash: null,
        userId: null,
      },
    );
  }
  await m.getRepository(OrderEvent).update({ branchCode, userId }, { userId: null, userName: null });
  await m.getRepository(Review).update({ branchCode, userId }, { userId: null, authorFullName: ANONYMOUS_REVIEWER });
  await m.getRepository(SavedAddress).delete({ branchCode, userId });
  await m.getRepository(WishlistItem).delete({ branchCode, userId });
  // Back-in-stock alerts are kept by address, not account: the account's address's go with it.
  await m.getRepository(StockAlert).delete({ branchCode, email: user.email.trim().toLowerCase() });
  await m.getRepository(PasswordResetToken).delete({ userId });
  await m.getRepository(User).delete({ id: userId });
}
