import { BackgroundJobs } from '../../common/background-jobs';
import { carrierNamed, trackingUrl } from '../../common/carriers';
import { DEFAULT_BRANCH } from '../../common/branch';
import type { Mailer } from '../../common/mailer';
import type { Database } from '../../db/database';
import type { Logger } from '../../common/logger';
import { ShopSettingsService } from '../content/settings/shop-settings.service';
import { Order, OrderLine } from '../orders/order/order.entity';
import { ContactMailData, contactAcknowledgementMail, contactCopyMail } from './contact-mails';
import { addressOf, isSingleAddress } from './format';
import type { MailContent, ShopDetails } from './layout';
import { shopLinks, ShopLinks } from './links';
import { OrderConfirmationData, orderConfirmationMail, type BankTransferDetails } from './order-confirmation';
import { MailedOrderStatus, orderStatusMail } from './order-status';
import { passwordResetMail, PasswordResetMailData } from './account-mails';
import { orderLinkMail, OrderLinkMailData } from './order-link';
import { orderRefundMail, OrderRefundMailData } from './order-refund';
import { backInStockMail, BackInStockMailData } from './back-in-stock';

export interface ShopMailsOptions {
  db: Database;
  mailer: Mailer;
  /** PUBLIC_URL: the origin of every link in the mails. */
  publicUrl: string;
  /** MAIL_FROM: its address gets the contact form's copy while Settings have no contact e-mail. */
  mailFrom: string;
  logger?: Logger;
}

const MAILED_STATUSES: readonly string[] = ['paid', 'dispatched', 'delivered', 'cancelled', 'refunded'] satisfies MailedOrderStatus[];

/**
 * The shop's e-mails, each in its template with the branch's Settings in the footer. Every method
 * sends in the background and answers a promise that settles once the mail is sent or its failure
 * logged: it never rejects, so callers may leave it unawaited and no request waits on or fails by a mail.
 */
export class ShopMails {
  private readonly jobs = new BackgroundJobs();
  private readonly links: ShopLinks;
  private readonly settings: ShopSettingsService;

  constructor(private readonly options: ShopMailsOptions) {
    this.links = shopLinks(options.publicUrl);
    this.settings = new ShopSettingsService(options.db);
  }

  /** The order confirmation to the customer: lines, totals and VAT, delivery, bank transfer details, the cancellation rights. */
  orderConfirmation(data: OrderConfirmationData): Promise<void> {
    return this.track('order confirmation', { orderNumber: data.orderNumber }, async () => {
      const shop = await this.settings.get(data.branchCode ?? DEFAULT_BRANCH);
      const bankTransfer = data.bankTransfer === undefined ? bankDetailsOf(shop) : data.bankTransfer;
      await this.send(data.customer.email, orderConfirmationMail({ ...data, bankTransfer }, shop, this.links));
    });
  }

  /**
   * Tells the order's customer of a status change that has been committed: paid, dispatched (with the
   * tracking number and carrier), delivered, cancelled or refunded; other statuses send nothing.
   */
  orderStatusChanged(
    branchCode: string,
    orderId: number,
    status: string,
    details: { trackingNumber?: string | null; carrier?: string | null } = {},
  ): Promise<void> {
    if (!MAILED_STATUSES.includes(status)) return Promise.resolve();
    return this.track('order status', { orderId, status }, async () => {
      const order = await this.options.db.repo(Order).findOneBy({ branchCode, id: orderId });
      if (!order) return;
      const [shop, lines] = await Promise.all([
        this.settings.get(branchCode),
        this.options.db.repo(OrderLine).find({ where: { orderId }, order: { id: 'ASC' } }),
      ]);
      await this.send(
        order.email,
        orderStatusMail(
          {
            orderNumber: order.orderNumber,
            customerName: order.customerName,
            status: status as MailedOrderStatus,
            changedAt: new Date(),
            trackingNumber: details.trackingNumber,
            carrier: details.carrier,
            trackingUrl: trackingUrlOf(details.carrier, details.trackingNumber),
            lines: lines.map((l) => ({
              name: l.productName,
              code: l.productCode,
              quantity: l.quantity,
              unitPricePence: l.unitPricePence,
              lineTotalPence: l.lineTotalPence,
            })),
            totals: {
              subtotalPence: order.subtotalPence,
              discountPence: order.discountPence,
              pointsDiscountPence: order.pointsDiscountPence,
              pointsSpent: order.pointsSpent,
              deliveryMethod: order.shippingMethod,
              deliveryPence: order.shippingPence,
              totalPence: order.totalPence,
            },
            accountUrl: order.userId !== null ? this.links.account : null,
          },
          shop,
          this.links,
        ),
      );
    });
  }

  /** Tells the order's customer of a refund staff made (some lines, or what was left of the order), once committed. */
  orderRefunded(
    branchCode: string,
    orderId: number,
    refund: Omit<OrderRefundMailData, 'orderNumber' | 'customerName' | 'paymentMethod' | 'refundedAt' | 'accountUrl'>,
  ): Promise<void> {
    return this.track('order refund', { orderId }, async () => {
      const order = await this.options.db.repo(Order).findOneBy({ branchCode, id: orderId });
      if (!order) return;
      const data: OrderRefundMailData = {
        ...refund,
        orderNumber: order.orderNumber,
        customerName: order.customerName,
        paymentMethod: order.paymentMethod,
        refundedAt: new Date(),
        accountUrl: order.userId !== null ? this.links.account : null,
      };
      await this.send(order.email, orderRefundMail(data, await this.settings.get(branchCode), this.links));
    });
  }

  /** The password reset link to an account's e-mail. */
  passwordReset(branchCode: string, to: string, data: PasswordResetMailData): Promise<void> {
    return this.track('password reset', {}, async () => {
      await this.send(to, passwordResetMail(data, await this.settings.get(branchCode), this.links));
    });
  }

  /** Track Your Order: the order's link, to the e-mail the order was placed with. */
  orderLink(branchCode: string, to: string, data: OrderLinkMailData): Promise<void> {
    return this.track('order link', { orderNumber: data.orderNumber }, async () => {
      await this.send(to, orderLinkMail(data, await this.settings.get(branchCode), this.links));
    });
  }

  /** A back-in-stock alert to the address that asked for it (stock-alerts module; each alert is claimed once before this). */
  backInStock(branchCode: string, to: string, data: BackInStockMailData): Promise<void> {
    return this.track('back in stock', { product: data.productName }, async () => {
      await this.send(to, backInStockMail(data, await this.settings.get(branchCode), this.links));
    });
  }

  /**
   * A Contact Us message: a copy to the shop (Settings' contact e-mail, else MAIL_FROM's address; replies
   * go to the sender) and an acknowledgement to the sender.
   */
  contactMessage(branchCode: string, data: ContactMailData): Promise<void> {
    const shop = this.settings.get(branchCode);
    return Promise.all([
      this.track('contact copy', {}, async () => {
        const settings = await shop;
        await this.send(settings.contactEmail ?? addressOf(this.options.mailFrom), contactCopyMail(data, settings, this.links), data.email);
      }),
      this.track('contact acknowledgement', {}, async () => {
        await this.send(data.email, contactAcknowledgementMail(data, await shop, this.links));
      }),
    ]).then(() => undefined);
  }

  /** Resolves when every mail asked for so far has been sent or has failed (for shutdown and tests). */
  settled(): Promise<void> {
    return this.jobs.settled();
  }

  private async send(to: string, mail: MailContent, replyTo?: string): Promise<void> {
    if (!isSingleAddress(to)) throw new Error('the recipient is not one plain e-mail address');
    await this.options.mailer.send({ to, ...mail, ...(replyTo && isSingleAddress(replyTo) ? { replyTo } : {}) });
  }

  private track(kind: string, context: Record<string, unknown>, work: () => Promise<void>): Promise<void> {
    return this.jobs.run(work, (err) => this.options.logger?.error({ err, mail: kind, ...context }, `the ${kind} mail could not be sent`));
  }
}

function bankDetailsOf(
  shop: ShopDetails & { bankAccountName: string | null; bankSortCode: string | null; bankAccountNumber: string | null },
): BankTransferDetails | undefined {
  const { bankAccountName: accountName, bankSortCode: sortCode, bankAccountNumber: accountNumber } = shop;
  return accountName && sortCode && accountNumber ? { accountName, sortCode, accountNumber } : undefined;
}

/** The dispatch's tracking page: the carrier it recorded (order-events.ts names one on every dispatch), when the shop knows it. */
function trackingUrlOf(carrier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  const known = carrierNamed(carrier);
  return known && trackingNumber ? trackingUrl(known, trackingNumber) : null;
}
