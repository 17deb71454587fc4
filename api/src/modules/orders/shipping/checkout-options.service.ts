import { AppError } from '../../../common/errors';
import { penceToPounds } from '../../../common/money';
import type { Database } from '../../../db/database';
import { DiscountCode } from '../discount-code/discount-code.entity';
import {
  checkCustomerLimits,
  checkDiscountUsable,
  DiscountCustomer,
  discountPence,
  limitedPerCustomer,
  limitsNote,
  normaliseDiscountCode,
} from '../discount-code/discount-rules';
import { customerHistory } from '../discount-code/discount-uses';
import { checkoutPoints } from '../reward-points/checkout-points';
import type { Caller } from '../../../common/auth';
import { User } from '../../account/user/user.entity';
import { checkLineRequests, PricedLine, priceLines, subtotalOf, weightOf } from '../order/order-basket';
import { normalisePostcode } from '../../../common/uk-address';
import { parcelItemsOf, productsOf, vatOfLines } from '../order/order-pricing';
import type { CheckoutLineInput } from '../order/place-order.inputs';
import { STANDARD_VAT_BASIS_POINTS, vatIncluded } from '../vat/vat';
import type { CheckoutLine, CheckoutOptions } from './checkout-options.types';
import { deliveryEstimate } from './delivery-dates';
import { parcelRefusal } from './parcel';
import { SHIPPING_METHODS, SHIPPING_SERVICES, shippingQuote } from './shipping-rates';

/** The first gallery file, as the product card shows it (the mainImage column when the gallery is empty). */
function mainImageOf(product: PricedLine['product']): string | null {
  const first = (product.galleryImages ?? '')
    .split(',')
    .map((f) => f.trim())
    .find(Boolean);
  return first ?? (product.mainImage?.trim() || null);
}

/** A priced line as the checkout shows it: the prices are placeOrder's own (priceLines), in pounds. */
function checkoutLineOf(line: PricedLine): CheckoutLine {
  const { product } = line;
  return {
    productId: product.id,
    name: product.name,
    code: product.code,
    slug: product.slug,
    mainImage: mainImageOf(product),
    quantity: line.quantity,
    unitPrice: penceToPounds(line.unitPricePence)!,
    originalPrice: product.salePricePence !== line.unitPricePence ? penceToPounds(product.salePricePence) : null,
    lineTotal: penceToPounds(line.lineTotalPence)!,
    available: Math.max(product.stockQuantity, 0),
  };
}

/**
 * Prices a basket for the checkout the way placeOrder will: products, prices, the discount code and
 * the delivery table from the database and the shop's rules (docs/api.md), with each service's estimated dates, or
 * a refusal instead of prices when the parcel is too heavy or too big. Each line comes back with the
 * product's current unit price and stock left; an unknown or inactive product is refused as placeOrder
 * refuses it. A code limited per customer is checked against a signed-in customer's account and e-mail;
 * a guest is told the limits (discountNote), which placeOrder checks. A signed-in customer's reward points
 * (checkout-points.ts) come off the goods after the code, never delivery, whose price (and free delivery
 * over £50) goes by the goods after the code alone. Anyone may ask.
 */
export class CheckoutOptionsService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async options(
    branchCode: string,
    lines: readonly CheckoutLineInput[],
    discountCode?: string | null,
    postcode?: string | null,
    caller: Caller | null = null,
    pointsToSpend: number | null = null,
  ): Promise<CheckoutOptions> {
    const requests = checkLineRequests(lines);
    const stored = postcode?.trim() ? normalisePostcode(postcode) : null;
    const manager = this.db.dataSource.manager;
    const priced = priceLines(requests, await productsOf(manager, branchCode, requests));
    const subtotalPence = subtotalOf(priced);
    const now = this.now();

    let code: string | null = null;
    let discountMessage: string | null = null;
    let discountNote: string | null = null;
    let discountTotal = 0;
    try {
      code = normaliseDiscountCode(discountCode);
      if (code) {
        const discount = await manager.getRepository(DiscountCode).findOneBy({ branchCode, code });
        checkDiscountUsable(discount, subtotalPence, now);
        if (limitedPerCustomer(discount)) {
          const account = await this.accountOf(branchCode, caller);
          // A guest's e-mail is checked by placeOrder only: asking here would tell anyone whether an address has shopped with us.
          if (account) checkCustomerLimits(discount, await customerHistory(manager, branchCode, discount.id, account));
          else discountNote = limitsNote(discount);
        }
        discountTotal = discountPence(discount, subtotalPence);
      }
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      code = null;
      discountMessage = err.message;
      discountNote = null;
    }

    const afterDiscount = subtotalPence - discountTotal;
    const account = caller ? await this.accountOf(branchCode, caller) : null;
    const points = await checkoutPoints(manager, branchCode, account?.userId ?? null, pointsToSpend, afterDiscount);
    const goodsVat = (await vatOfLines(manager, priced, discountTotal + points.applied.pence, 0)).vatPence;
    const weightGrams = weightOf(priced);
    const refusal = parcelRefusal(parcelItemsOf(priced));
    const toPay = afterDiscount - points.applied.pence;
    return {
      lines: priced.map(checkoutLineOf),
      subtotal: penceToPounds(subtotalPence)!,
      discount: penceToPounds(discountTotal)!,
      discountCode: code,
      discountMessage,
      discountNote,
      rewardPoints: points.rewardPoints,
      pointsDiscount: penceToPounds(points.applied.pence)!,
      vat: penceToPounds(goodsVat)!,
      weightGrams,
      postcode: stored,
      refusal,
      options: SHIPPING_METHODS.map((method) => {
        const quote = refusal ? null : shippingQuote(method, weightGrams, afterDiscount);
        const price = quote?.pricePence ?? null;
        return {
          method,
          name: SHIPPING_SERVICES[method].name,
          delivery: SHIPPING_SERVICES[method].delivery,
          price: penceToPounds(price),
          free: quote?.free ?? false,
          total: price === null ? null : penceToPounds(toPay + price),
          vat: price === null ? null : penceToPounds(goodsVat + vatIncluded(price, STANDARD_VAT_BASIS_POINTS)),
          ...deliveryEstimate(method, now),
        };
      }),
    };
  }

  /** A signed-in customer of the branch as the per-customer limits know them (account and its e-mail); null for guests. */
  private async accountOf(branchCode: string, caller: Caller | null): Promise<DiscountCustomer | null> {
    if (!caller) return null;
    const user = await this.db.repo(User).findOne({ where: { branchCode, id: caller.userId }, select: { id: true, email: true } });
    return user ? { userId: user.id, email: user.email } : null;
  }
}
