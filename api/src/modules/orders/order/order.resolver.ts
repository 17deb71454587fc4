import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../../common/access';
import { RateLimited } from '../../../common/rate-limit';
import { ListOptions } from '../../../common/list';
import type { Context } from '../../../context';
import { CreateOrderInput, CreateOrderPayload } from './create-order.inputs';
import { Order, OrderLine } from './order.entity';
import { OrderList, OrderListOptions } from './order.inputs';
import { ListSize } from '../../../common/cost';
import { MAX_ORDER_LINES } from './order-basket';

@Resolver(() => Order)
export class OrderResolver {
  @Query(() => OrderList, { description: 'Back-office order list: search on order number, e-mail and customer name; status filter; sort; pages' })
  @Access('staff')
  orders(@Ctx() ctx: Context, @Arg('options', () => OrderListOptions, { nullable: true }) options?: OrderListOptions) {
    return ctx.services.orders.list(ctx.caller, ctx.branchCode, options ?? {});
  }

  @Query(() => Order, { description: 'One order, for staff, its owner, or a guest passing the access token from the confirmation page' })
  @Access('public')
  order(@Ctx() ctx: Context, @Arg('id', () => Int) id: number, @Arg('accessToken', () => String, { nullable: true }) accessToken?: string | null) {
    return ctx.services.orders.get(ctx.caller, ctx.branchCode, id, accessToken);
  }

  @Query(() => OrderList, { description: "The logged-in customer's own orders, newest first" })
  @Access('user')
  myOrders(@Ctx() ctx: Context, @Arg('options', () => ListOptions, { nullable: true }) options?: ListOptions) {
    return ctx.services.orders.mine(ctx.caller, ctx.branchCode, options ?? {});
  }

  @Mutation(() => CreateOrderPayload, { description: "The back office's add order: prices, stock, shipping (spec section 9) and the discount come from the database; stock is taken atomically. Returns the order and its guest access token, shown once." })
  @Access('staff')
  @RateLimited({ address: 'createOrder', user: 'createOrderPerUser' }, 'orders')
  createOrder(@Ctx() ctx: Context, @Arg('input', () => CreateOrderInput) input: CreateOrderInput) {
    return ctx.services.createOrder.create(ctx.caller, ctx.branchCode, input);
  }

  @Mutation(() => Order, { description: 'pending → paid → dispatched → delivered; pending or paid → cancelled; paid, dispatched or delivered → refunded. Cancel and refund put the stock back.' })
  @Access('staff')
  updateOrderStatus(@Ctx() ctx: Context, @Arg('id', () => Int) id: number, @Arg('status') status: string) {
    return ctx.services.orders.updateStatus(ctx.caller, ctx.branchCode, id, status);
  }

  @Mutation(() => Order, { description: 'Deletes the order with its lines and answers it as it was; a pending or paid order returns its goods to stock' })
  @Access('staff')
  deleteOrder(@Ctx() ctx: Context, @Arg('id', () => Int) id: number) {
    return ctx.services.orders.remove(ctx.caller, ctx.branchCode, id);
  }

  @Access('public') @ListSize(MAX_ORDER_LINES) @FieldResolver(() => [OrderLine])
  lines(@Root() order: Order, @Ctx() ctx: Context) {
    return ctx.loaders.linesOfOrder.load(order.id);
  }
}
