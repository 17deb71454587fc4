import { Field, ObjectType } from 'type-graphql';
import { Access } from '../../../common/access';

/** Everything the shop keeps about the caller, as one JSON document the browser saves as a file. */
@ObjectType()
export class MyDataExport {
  @Access('public')
  @Field({ description: "A file name for it, e.g. 'beauty-shop-my-data-2026-11-24.json'" })
  fileName: string;

  @Access('public')
  @Field({ description: 'JSON: profile, saved addresses, orders with their lines and history, reviews' })
  json: string;
}
