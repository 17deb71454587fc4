import { Field, InputType } from 'type-graphql';
import { SortDirection } from '../../../common/crud/types';
import { ListOptions, PaginatedList } from '../../../common/list';
import { User } from './user.entity';
import { Role } from '../../../common/roles';

export const USER_SORT_FIELDS = ['id', 'createdAt', 'name', 'email', 'role'] as const;

@InputType()
export class UserListOptions extends ListOptions {
  @Field(() => Role, { nullable: true, description: 'Only accounts with this role' })
  role?: Role | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;

  @Field(() => String, { nullable: true, description: `One of: ${USER_SORT_FIELDS.join(', ')}` })
  sortBy?: string | null;

  @Field(() => SortDirection, { nullable: true })
  sortDirection?: SortDirection | null;
}

export const UserList = PaginatedList(User, 'UserList');
