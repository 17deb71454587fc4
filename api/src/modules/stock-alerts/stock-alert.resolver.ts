import { Arg, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import { Access } from '../../common/access';
import { RateLimited } from '../../common/rate-limit';
import type { Context } from '../../context';
import { Product } from '../catalog/product/product.entity';

@ObjectType({ description: "The answer of requestStockAlert: what the shop will do, in the shopper's words" })
export class StockAlertRequest {
  @Access('public')
  @Field()
  message: string;
}

@Resolver(() => Product)
export class StockAlertResolver {
  @Mutation(() => StockAlertRequest, {
    description:
      "Email me when it's back: keeps one alert per out-of-stock product and address, mailed once when its stock rises above 0 (the mail links to a page that removes it)",
  })
  @Access('public')
  @RateLimited({ address: 'stockAlerts' }, 'back-in-stock alerts')
  requestStockAlert(@Ctx() ctx: Context, @Arg('productId', () => Int) productId: number, @Arg('email', () => String) email: string) {
    return ctx.services.stockAlerts.request(ctx.branchCode, productId, email);
  }

  @Access('staff')
  @FieldResolver(() => Int, { description: 'Staff only: how many back-in-stock alerts wait for this product' })
  waitingStockAlerts(@Root() p: Product, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.waitingStockAlerts.load(p.id);
  }
}
