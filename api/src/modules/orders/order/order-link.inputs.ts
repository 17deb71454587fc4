import { Field, ObjectType } from 'type-graphql';
import { Access } from '../../../common/access';

/** sendOrderLink's answer: the same words whether or not an order matched. */
@ObjectType({ description: 'The answer of sendOrderLink: the same whether or not an order matched' })
export class OrderLinkRequest {
  @Access('public')
  @Field()
  message: string;
}
