import { Max, Min, MaxLength } from 'class-validator';
import { ClassType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { Access } from './access';

export const MAX_PAGE_SIZE = 100;

/** Paging and search shared by every list query. */
@InputType()
export class ListOptions {
  @Field(() => Int, { defaultValue: 0 })
  @Min(0)
  skip: number = 0;

  @Field(() => Int, { defaultValue: 50, description: `At most ${MAX_PAGE_SIZE}` })
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  take: number = 50;

  @Field(() => String, { nullable: true, description: 'Case-insensitive contains filter on the name' })
  @MaxLength(200)
  search?: string | null;
}

export interface ListResult<T> {
  items: T[];
  totalItems: number;
}

/** `{items, totalItems}` object type for a list of T, the same shape for every entity. */
export function PaginatedList<T extends object>(itemType: ClassType<T>, name: string) {
  @ObjectType(name)
  abstract class PaginatedListClass {
    @Access('public')
    @Field(() => [itemType])
    items: T[];

    @Access('public')
    @Field(() => Int)
    totalItems: number;
  }
  return PaginatedListClass;
}
