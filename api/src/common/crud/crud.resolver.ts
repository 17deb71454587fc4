import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Access } from '../access';
import type { CrudDescriptor } from './descriptor';
import type { CrudService } from './crud.service';
import { buildCrudTypes, CrudListOptions } from './types';

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The five root fields of one data set — `colors(options)`, `color(id)`, `createColor(input)`,
 * `updateColor(id, input)`, `deleteColor(id)` — each a one-line call into its CrudService.
 */
export function createCrudResolver(d: CrudDescriptor<any>) {
  const types = buildCrudTypes(d);
  const name = pascal(d.one);
  const service = (ctx: Context): CrudService<any> => ctx.services.crud.of(d);
  const readAccess = d.read === 'public' ? 'public' : 'staff';

  @Resolver(() => d.entity)
  class CrudResolver {
    @Query(() => types.List, { name: d.many, description: `${pascal(d.label)} list: search, sort, pages` })
    @Access(readAccess)
    list(@Ctx() ctx: Context, @Arg('options', () => types.ListOptions, { nullable: true }) options?: CrudListOptions) {
      return service(ctx).list(ctx.caller, ctx.branchCode, options ?? {});
    }

    @Query(() => d.entity, { name: d.one })
    @Access(readAccess)
    get(@Ctx() ctx: Context, @Arg('id', () => Int) id: number) {
      return service(ctx).get(ctx.caller, ctx.branchCode, id);
    }

    @Mutation(() => d.entity, { name: `create${name}` })
    @Access('staff')
    create(@Ctx() ctx: Context, @Arg('input', () => types.CreateInput) input: Record<string, unknown>) {
      return service(ctx).create(ctx.caller, ctx.branchCode, input);
    }

    @Mutation(() => d.entity, { name: `update${name}` })
    @Access('staff')
    update(@Ctx() ctx: Context, @Arg('id', () => Int) id: number, @Arg('input', () => types.UpdateInput) input: Record<string, unknown>) {
      return service(ctx).update(ctx.caller, ctx.branchCode, id, input);
    }

    @Mutation(() => d.entity, { name: `delete${name}`, description: 'Deletes the row and answers it as it was' })
    @Access('staff')
    remove(@Ctx() ctx: Context, @Arg('id', () => Int) id: number) {
      return service(ctx).remove(ctx.caller, ctx.branchCode, id);
    }
  }
  Object.defineProperty(CrudResolver, 'name', { value: `${name}CrudResolver` });
  return CrudResolver;
}
