import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { BackgroundJobs } from '../../../common/background-jobs';
import { ValidationError } from '../../../common/errors';
import { consumeIfLeft } from '../../../common/rate-limit';
import type { Database } from '../../../db/database';
import type { Logger } from '../../../common/logger';
import { checkEmailFormat } from '../../../common/email';
import type { ShopMails } from '../../mail/shop-mails';
import type { OrderTokens } from './access-token';
import type { OrderLinkRequest } from './order-link.inputs';
import { orderPagePath } from './order-links';
import { ORDER_NUMBER_SHAPE } from './order-number';
import { Order } from './order.entity';

export const ORDER_LINK_MESSAGE = 'If an order matches, we have sent its link to that e-mail. It can take a few minutes to arrive.';

/**
 * Track Your Order: a guest who lost the order's link gives its number and the e-mail it was placed
 * with, and the link is mailed to that e-mail. The answer is the same, and as quick, whether or not an
 * order matches: the look-up and the mail happen after the answer (as forgotPassword does), and a
 * failure is logged, never answered. A guest order's link carries its link token (OrderTokens.linkToken),
 * which opens the order next to the confirmation's token without replacing it; a customer's order links
 * to My Account, where they sign in. At most `orderLinkMailsPerOrder` mails per order, so nobody can
 * flood a customer's inbox with them.
 */
export class OrderLinkService {
  private readonly jobs = new BackgroundJobs();

  constructor(
    private readonly db: Database,
    private readonly tokens: OrderTokens,
    private readonly mails: ShopMails,
    private readonly publicUrl: string,
    private readonly mailsPerOrder: RateLimiterAbstract,
    private readonly logger?: Logger,
  ) {}

  async sendOrderLink(branchCode: string, orderNumber: string, email: string): Promise<OrderLinkRequest> {
    const number = (orderNumber ?? '').trim().toUpperCase();
    if (!number) throw new ValidationError('Order number is required', 'orderNumber');
    if (!ORDER_NUMBER_SHAPE.test(number))
      throw new ValidationError('Order number must look like BS-20261125-4K7Q0Z (it is in your confirmation e-mail)', 'orderNumber');
    const address = (email ?? '').trim().toLowerCase();
    if (!address) throw new ValidationError('Email is required', 'email');
    checkEmailFormat(address);
    void this.jobs.run(
      () => this.mailLinkIfMatch(branchCode, number, address),
      (err) => this.logger?.error({ err }, 'the order link mail could not be sent'),
    );
    return { message: ORDER_LINK_MESSAGE };
  }

  /** Resolves when every look-up asked for so far has mailed its link or ended (for shutdown and tests). */
  async settled(): Promise<void> {
    await this.jobs.settled();
    await this.mails.settled();
  }

  private async mailLinkIfMatch(branchCode: string, orderNumber: string, email: string): Promise<void> {
    const order = await this.db.repo(Order).findOneBy({ branchCode, orderNumber });
    if (!order || order.email.toLowerCase() !== email) return;
    const token = order.userId === null ? this.tokens.linkToken(order) : null;
    if (order.userId === null && !token) return; // an erased order keeps no token, so it has no link to send
    if (!(await consumeIfLeft(this.mailsPerOrder, `${branchCode}|${order.id}`))) return;
    await this.mails.orderLink(branchCode, order.email, {
      customerName: order.customerName,
      orderNumber: order.orderNumber,
      placedAt: order.createdAt,
      link: `${this.publicUrl}${orderPagePath(order, token)}`,
      signIn: order.userId !== null,
    });
  }
}
