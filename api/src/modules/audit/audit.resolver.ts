import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../common/access';
import { Cost, ListSize } from '../../common/cost';
import type { Context } from '../../context';
import { AuditEntry } from '../../common/audit/audit-entry.entity';
import { changesOf, shownValue } from './audit.service';
import { AuditCsv, AuditEntryFilter, AuditEntryList, AuditFieldChange, AuditPage } from './audit.types';

/** The audit log's reads (super-admins only). There is no mutation: entries cannot be changed or deleted through the API. */
@Resolver(() => AuditEntry)
export class AuditResolver {
  @Query(() => AuditEntryList, { description: 'Super-admins only: the audit log of back-office writes, newest first' })
  @Access('super-admin')
  auditEntries(
    @Ctx() ctx: Context,
    @Arg('filter', () => AuditEntryFilter, { nullable: true }) filter?: AuditEntryFilter | null,
    @Arg('page', () => AuditPage, { nullable: true }) page?: AuditPage | null,
  ) {
    return ctx.services.audit.list(ctx.caller, ctx.branchCode, filter ?? {}, page?.skip ?? 0, page?.take ?? 20);
  }

  @Query(() => [String], { description: 'Super-admins only: the data sets the audit log has entries for' })
  @Access('super-admin')
  auditDataSets(@Ctx() ctx: Context) {
    return ctx.services.audit.dataSets(ctx.caller, ctx.branchCode);
  }

  @Query(() => AuditCsv, { description: 'Super-admins only: the audit entries a filter matches, as CSV' })
  @Access('super-admin')
  @Cost(5_000)
  auditEntriesCsv(@Ctx() ctx: Context, @Arg('filter', () => AuditEntryFilter, { nullable: true }) filter?: AuditEntryFilter | null) {
    return ctx.services.audit.exportCsv(ctx.caller, ctx.branchCode, filter ?? {});
  }

  @Access('public')
  @ListSize(100)
  @FieldResolver(() => [AuditFieldChange], {
    description: 'Every field for a create or delete, the changed ones for an update; secrets by name only',
  })
  changes(@Root() entry: AuditEntry): AuditFieldChange[] {
    return changesOf(entry).map((c) => ({
      field: c.field,
      before: c.hidden ? null : shownValue(c.before),
      after: c.hidden ? null : shownValue(c.after),
      hidden: Boolean(c.hidden),
    }));
  }
}
