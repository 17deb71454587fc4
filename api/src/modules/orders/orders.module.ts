import DataLoader from 'dataloader';
import type { ServiceDeps } from '../../services';
import { defineModule } from '../shop-module';
import { VisitorDay } from './dashboard/visitor-day.entity';
import { DiscountCode } from './discount-code/discount-code.entity';
import { DiscountCodeUse } from './discount-code/discount-code-use.entity';
import { ordersCrud } from './orders.crud';
import { RewardPoints } from './reward-points/reward-points.entity';
import { DashboardResolver } from './dashboard/dashboard.resolver';
import { DashboardService } from './dashboard/dashboard.service';
import { VisitorCounter } from './dashboard/visitor-counter';
import { Order, OrderLine } from './order/order.entity';
import { OrderEvent } from './order/order-event.entity';
import { OrderResolver } from './order/order.resolver';
import { OrderService } from './order/order.service';
import { OrderStatusService } from './order/order-status.service';
import { CreateOrderService } from './order/create-order.service';
import { ShippingResolver } from './shipping/shipping.resolver';
import { ShippingService } from './shipping/shipping.service';
import { CheckoutOptionsService } from './shipping/checkout-options.service';
import { CheckoutService } from './order/checkout.service';
import { OrderTokens } from './order/access-token';
import { OrderLinkService } from './order/order-link.service';
import { OrderTokenChecks } from './order/order-token-checks';
import { BankTransferProvider } from './payment/bank-transfer';
import { PaymentProviders } from './payment/payment-provider';
import { CardPayments } from './payment/card-payments.service';
import { CardPaymentResolver } from './payment/card-payment.resolver';
import { cardPaymentRelease } from './payment/payment-intents';
import { PaymentMethodsResolver } from './payment/payment-methods.resolver';
import { CardRefunds } from './payment/card-refunds';
import { PaymentWebhookEvent } from './payment/payment-webhook-event.entity';
import { OrderRefundResolver } from './refund/order-refund.resolver';
import { OrderRefunds } from './refund/order-refunds.service';
import { createStripeClient, StripeCardProvider } from './payment/stripe-card';
import { RewardPointsResolver } from './reward-points/reward-points.resolver';
import { RewardPointsService } from './reward-points/reward-points.service';
import { ShopSettingsService } from '../content/settings/shop-settings.service';

export type { OrderConfirmation } from './order/checkout.service';

/**
 * Orders in the back office (list, add, status, delete), the storefront checkout (placeOrder, checkout
 * options, bank transfer, card payments through Stripe and its webhook, staff refunds of whole orders or chosen lines, the customer's cancel and return request), shipping prices, the dashboard
 * figures, visitors and notifications, and the customer's reward points. The confirmation mail plugs in with
 * `services.checkout.onOrderPlaced = (confirmation) => ...` and `services.checkout.confirmationOf(...)`.
 */
const ordersResolvers: Function[] = [
  OrderResolver,
  DashboardResolver,
  ShippingResolver,
  RewardPointsResolver,
  CardPaymentResolver,
  OrderRefundResolver,
  PaymentMethodsResolver,
];

function createOrdersServices({ db, logger, mails, tokens: signer, rateLimits, config }: ServiceDeps) {
  // Guest order tokens carry a key derived from the JWT secret (access-token.ts).
  const tokens = new OrderTokens(signer.derivedKey('order-tokens'));
  const visitors = new VisitorCounter(db, (err) => logger?.warn({ err }, 'counting a storefront visitor failed'));
  const settings = new ShopSettingsService(db);
  // Card payments are offered only when the three Stripe keys are set (config.ts, docs/operations.md).
  const stripe = config.stripe ? createStripeClient(config.stripe) : null;
  const payments = new PaymentProviders([
    new BankTransferProvider(async (branchCode) => {
      const s = await settings.get(branchCode);
      return { accountName: s.bankAccountName, sortCode: s.bankSortCode, accountNumber: s.bankAccountNumber };
    }),
    ...(stripe && config.stripe
      ? [
          new StripeCardProvider(
            stripe,
            config.stripe.publishableKey,
            (err) => logger?.error({ err }, 'card payment: Stripe did not answer'),
            config.stripeJsUrl,
          ),
        ]
      : []),
  ]);
  const createOrder = new CreateOrderService(db);
  const checkout = new CheckoutService(db, createOrder, payments, tokens, (err) => logger?.warn({ err }, 'onOrderPlaced failed'));
  const tokenChecks = new OrderTokenChecks(tokens, rateLimits.limiter('orderTokenChecks'));
  const orders = new OrderService(db, tokenChecks);
  // A customer's cancel of a pending card order cancels its PaymentIntent at Stripe first (payment-intents.ts).
  const orderStatus = new OrderStatusService(db, tokenChecks, mails, stripe ? cardPaymentRelease(stripe) : undefined);
  const cardRefunds = new CardRefunds(db, stripe, orderStatus, (err) =>
    logger?.warn({ err }, 'card refund: Stripe refused or did not answer'),
  );
  return {
    orders,
    orderStatus,
    createOrder,
    checkout,
    payments,
    /** Staff refunds of card orders through Stripe (refundCardOrder); refuses while card payments are off. */
    cardRefunds,
    /** Staff refunds of chosen lines, card (through Stripe) or bank transfer (recorded): refundOrderLines. */
    orderRefunds: new OrderRefunds(db, cardRefunds, mails),
    /** Stripe's webhook (POST /webhooks/stripe); null while card payments are off. */
    cardPayments:
      stripe && config.stripe ? new CardPayments(db, stripe, config.stripe.webhookSecret, orderStatus, config.stripe.holdMinutes) : null,
    checkoutOptions: new CheckoutOptionsService(db),
    orderLinks: new OrderLinkService(db, tokens, mails, config.publicUrl, rateLimits.limiter('orderLinkMailsPerOrder'), logger),
    rewardPoints: new RewardPointsService(db),
    shipping: new ShippingService(),
    dashboard: new DashboardService(db, visitors),
    visitors,
  };
}

function createOrdersLoaders(services: ReturnType<typeof createOrdersServices>, branchCode: string) {
  return {
    linesOfOrder: new DataLoader<number, OrderLine[]>((ids) => services.orders.linesOf(branchCode, ids)),
    eventsOfOrder: new DataLoader<number, OrderEvent[]>((ids) => services.orders.eventsOfOrders(branchCode, ids)),
  };
}

/** The orders' registration (see shop-module.ts). */
export const ordersModule = defineModule({
  entities: [Order, OrderLine, OrderEvent, DiscountCode, DiscountCodeUse, VisitorDay, RewardPoints, PaymentWebhookEvent],
  crud: ordersCrud,
  resolvers: ordersResolvers,
  services: createOrdersServices,
  loaders: createOrdersLoaders,
});
