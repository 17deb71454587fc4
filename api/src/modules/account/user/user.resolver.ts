import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../../common/access';
import type { Context } from '../../../context';
import { User } from './user.entity';
import { Role } from '../../../common/roles';
import { UserList, UserListOptions } from './user.inputs';

@Resolver(() => User)
export class UserResolver {
  @Query(() => UserList, { description: 'Staff: accounts of the branch; search on name and e-mail, role filter, sort, pages' })
  @Access('staff')
  users(@Ctx() ctx: Context, @Arg('options', () => UserListOptions, { nullable: true }) options?: UserListOptions) {
    return ctx.services.users.list(ctx.caller, ctx.branchCode, options ?? {});
  }

  @Query(() => User)
  @Access('staff')
  user(@Ctx() ctx: Context, @Arg('id', () => Int) id: number) {
    return ctx.services.users.get(ctx.caller, ctx.branchCode, id);
  }

  @Mutation(() => User, { description: 'Super-admin only; the last super-admin cannot be demoted' })
  @Access('super-admin')
  updateUserRole(@Ctx() ctx: Context, @Arg('id', () => Int) id: number, @Arg('role', () => Role) role: Role) {
    return ctx.services.users.updateRole(ctx.caller, ctx.branchCode, id, role);
  }

  @Mutation(() => User, {
    description: 'Admins delete customers, super-admins also staff; never yourself or the last super-admin. Answers the account as it was',
  })
  @Access('staff')
  deleteUser(@Ctx() ctx: Context, @Arg('id', () => Int) id: number) {
    return ctx.services.users.remove(ctx.caller, ctx.branchCode, id);
  }
}
