import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../../common/access';
import { RateLimited } from '../../../common/rate-limit';
import { ListOptions } from '../../../common/list';
import type { Context } from '../../../context';
import { CreateOrderInput, CreateOrderPayload } from './create-order.inputs';
import { Order, ORDER_STATUSES, OrderLine } from './order.entity';
import { OrderEvent } from './order-event.entity';
import { nextStatusesOf } from './order-status';
import { OrderList, OrderListOptions } from './order.inputs';
import { ListSize } from '../../../common/cost';
import { MAX_ORDER_LINES } from '../../../common/order-limits';
import { PlaceOrderInput, PlaceOrderPayload } from './place-order.inputs';
import { PaymentInstructions } from '../payment/payment.types';
import { OrderLinkRequest } from './order-link.inputs';

@Resolver(() => Order)
export class OrderResolver {
  @Query(() => OrderList, {
    description: 'Back-office order list: search on order number, e-mail and customer name; status filter; sort; pages',
  })
  @Access('staff')
  orders(@Ctx() ctx: Context, @Arg('options', () => OrderListOptions, { nullable: true }) options?: OrderListOptions) {
    return ctx.services.orders.list(ctx.caller, ctx.branchCode, options ?? {});
  }

  @Query(() => Order, { description: 'One order, for staff, its owner, or a guest passing the access token from the confirmation page' })
  @Access('public')
  order(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('accessToken', () => String, { nullable: true }) accessToken?: string | null,
  ) {
    return ctx.services.orders.get(ctx.caller, ctx.branchCode, id, accessToken, ctx.clientIp);
  }

  @Query(() => OrderList, { description: "The logged-in customer's own orders, newest first" })
  @Access('user')
  myOrders(@Ctx() ctx: Context, @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions) {
    return ctx.services.orders.mine(ctx.caller, ctx.branchCode, options ?? {});
  }

  @Mutation(() => CreateOrderPayload, {
    description:
      "The back office's add order: prices, stock, shipping (docs/api.md, checkout) and the discount come from the database; stock is taken atomically. Returns the order and its guest access token, shown once.",
  })
  @Access('staff')
  @RateLimited({ address: 'createOrder', user: 'createOrderPerUser' }, 'orders')
  createOrder(@Ctx() ctx: Context, @Arg('input', () => CreateOrderInput) input: CreateOrderInput) {
    return ctx.services.createOrder.create(ctx.caller, ctx.branchCode, input);
  }

  @Mutation(() => PlaceOrderPayload, {
    description:
      'The storefront checkout, for guests and logged-in customers: prices, discount, delivery, VAT and totals come from the database; stock is taken atomically. The same idempotencyKey again answers the first order (replayed: true) and never places a second. The order stays pending until staff mark it paid; the answer has the bank transfer instructions and, for a guest, the access token (shown once).',
  })
  @Access('public')
  @RateLimited({ address: 'createOrder', user: 'createOrderPerUser' }, 'orders')
  placeOrder(@Ctx() ctx: Context, @Arg('input', () => PlaceOrderInput) input: PlaceOrderInput) {
    return ctx.services.checkout.placeOrder(ctx.caller, ctx.branchCode, input);
  }

  @Mutation(() => OrderLinkRequest, {
    description:
      "Track Your Order: mails the link of the order with this number to the e-mail it was placed with (a guest's order page, or My Account for a customer's order). The answer is the same whether or not an order matches; rate-limited per address.",
  })
  @Access('public')
  @RateLimited({ address: 'orderLinkRequests' }, 'order link requests')
  sendOrderLink(
    @Ctx() ctx: Context,
    @Arg('orderNumber', { description: 'As on the confirmation, e.g. BS-20261125-4K7Q0Z' }) orderNumber: string,
    @Arg('email', { description: 'The e-mail the order was placed with' }) email: string,
  ) {
    return ctx.services.orderLinks.sendOrderLink(ctx.branchCode, orderNumber, email);
  }

  @Mutation(() => Order, {
    description:
      'The customer cancels their pending order (the owner, or a guest with the access token); the stock goes back. Anyone else: NOT_FOUND.',
  })
  @Access('public')
  cancelMyOrder(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('accessToken', () => String, { nullable: true }) accessToken?: string | null,
  ) {
    return ctx.services.orderStatus.cancelMine(ctx.caller, ctx.branchCode, id, accessToken, ctx.clientIp);
  }

  @Mutation(() => Order, {
    description:
      "The customer asks to return a delivered order within 14 days of delivery: a 'return-requested' event in the order's history (the status stays delivered). Anyone but the owner or a guest with the access token: NOT_FOUND.",
  })
  @Access('public')
  requestReturn(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('reason', { description: 'Why, in at most 500 characters' }) reason: string,
    @Arg('accessToken', () => String, { nullable: true }) accessToken?: string | null,
  ) {
    return ctx.services.orderStatus.requestReturn(ctx.caller, ctx.branchCode, id, reason, accessToken, ctx.clientIp);
  }

  @Mutation(() => Order, {
    description:
      "pending → paid → dispatched → delivered; pending or paid → cancelled; paid, dispatched or delivered → refunded (nextStatuses lists the moves open to an order). Dispatching needs the carrier's tracking number. Every change is recorded in events; cancel and refund put the stock back.",
  })
  @Access('staff')
  updateOrderStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('status') status: string,
    @Arg('note', () => String, { nullable: true, description: 'At most 500 characters, kept with the change' }) note?: string | null,
    @Arg('trackingNumber', () => String, {
      nullable: true,
      description: "The carrier's tracking number: required to dispatch, refused otherwise",
    })
    trackingNumber?: string | null,
    @Arg('carrier', () => String, { nullable: true, description: 'The carrier, e.g. Royal Mail; only when dispatching' })
    carrier?: string | null,
  ) {
    return ctx.services.orderStatus.updateStatus(ctx.caller, ctx.branchCode, id, status, { note, trackingNumber, carrier });
  }

  @Mutation(() => Order, {
    description:
      'Deletes the order with its lines and history and answers it as it was. Only an order cancelled straight from pending may be deleted (deletable); any other is a business record and is refused with CONFLICT: cancel or refund it instead',
  })
  @Access('staff')
  deleteOrder(@Ctx() ctx: Context, @Arg('id', () => Int) id: number) {
    return ctx.services.orders.remove(ctx.caller, ctx.branchCode, id);
  }

  @Access('public')
  @ListSize(MAX_ORDER_LINES)
  @FieldResolver(() => [OrderLine])
  lines(@Root() order: Order, @Ctx() ctx: Context) {
    return ctx.loaders.linesOfOrder.load(order.id);
  }

  // An Order reaches a caller only through order(), the checkout's answer and the customer's own
  // mutations, each of which has already checked staff, owner or access token; so whoever reads the
  // order reads its history, and OrderEvent keeps who made a change and the note staff-only.
  @Access('public')
  @ListSize(ORDER_STATUSES.length + 1)
  @FieldResolver(() => [OrderEvent], {
    description:
      "The order's history, oldest first (status steps, tracking number, the return request): whoever may read the order; who made each change and the note are staff-only",
  })
  events(@Root() order: Order, @Ctx() ctx: Context) {
    return ctx.loaders.eventsOfOrder.load(order.id);
  }

  @Access('staff')
  @FieldResolver(() => Boolean, {
    description:
      'Whether staff may delete the order: only one cancelled straight from pending (never paid, dispatched or invoiced); others are kept as business records',
  })
  async deletable(@Root() order: Order, @Ctx() ctx: Context) {
    return ctx.services.orders.deletable(order, await ctx.loaders.eventsOfOrder.load(order.id));
  }

  @Access('public')
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The last UK day (YYYY-MM-DD) the customer may ask to return this order (14 days from delivery); null when it is not delivered, too late, or a return was already requested',
  })
  async returnRequestableUntil(@Root() order: Order, @Ctx() ctx: Context) {
    return ctx.services.orders.returnRequestableUntil(order, await ctx.loaders.eventsOfOrder.load(order.id));
  }

  @Access('public')
  @FieldResolver(() => PaymentInstructions, {
    nullable: true,
    description:
      'How to pay while the order is pending (bank transfer details, the order number as the reference); null once paid, or for orders staff added',
  })
  paymentInstructions(@Root() order: Order, @Ctx() ctx: Context) {
    return ctx.services.payments.instructionsFor(order);
  }

  @Access('public')
  @ListSize(ORDER_STATUSES.length)
  @FieldResolver(() => [String], {
    description:
      "The statuses updateOrderStatus may move this order to next (empty once cancelled or refunded; never 'refunded' for a card order, whose refund goes through Stripe, nor 'cancelled' once it is paid: it is refunded instead)",
  })
  nextStatuses(@Root() order: Order) {
    const next = nextStatusesOf(order.status);
    if (order.paymentMethod !== 'card') return next;
    return next.filter((s) => s !== 'refunded' && (s !== 'cancelled' || order.status === 'pending'));
  }
}
