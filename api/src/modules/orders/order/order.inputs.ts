import { MaxLength } from 'class-validator';
import { Field, InputType, registerEnumType } from 'type-graphql';
import { ListOptions, PaginatedList } from '../../../common/list';
import { SortDirection } from '../../../common/crud/types';
import { Order } from './order.entity';

export enum OrderSortField {
  createdAt = 'createdAt',
  orderNumber = 'orderNumber',
  customerName = 'customerName',
  total = 'total',
  status = 'status',
}
registerEnumType(OrderSortField, { name: 'OrderSortField', description: 'What the back-office order list sorts by' });

/** Paging, search (order number, e-mail, customer name), status and return-request filters and sort for the staff order list. */
@InputType()
export class OrderListOptions extends ListOptions {
  @Field(() => String, { nullable: true, description: 'Only orders in this status' })
  @MaxLength(20)
  status?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Only orders whose customer asked to return them (with status 'delivered': those still waiting for staff)",
  })
  returnRequested?: boolean | null;

  @Field(() => OrderSortField, { nullable: true, description: 'Default: createdAt, newest first' })
  sortBy?: OrderSortField | null;

  @Field(() => SortDirection, { nullable: true })
  sortDirection?: SortDirection | null;
}

export const OrderList = PaginatedList(Order, 'OrderList');
