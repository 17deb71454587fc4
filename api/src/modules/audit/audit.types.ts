import { IsDate, IsIn, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Access } from '../../common/access';
import { PaginatedList } from '../../common/list';
import { AuditAction, AuditEntry } from '../../common/audit/audit-entry.entity';

export const MAX_AUDIT_PAGE = 100;
/** The most entries one CSV export holds; narrow the filters for more. */
export const MAX_AUDIT_CSV_ROWS = 10_000;

@InputType({ description: 'Which audit entries to list: every filter is optional; newest first' })
export class AuditEntryFilter {
  @Field(() => Int, { nullable: true, description: "The staff member's user id" })
  @IsOptional()
  @Min(1)
  userId?: number | null;

  @Field(() => String, { nullable: true, description: "Part of the staff member's e-mail or name at the time (case-insensitive)" })
  @IsOptional()
  @MaxLength(200)
  who?: string | null;

  @Field(() => String, { nullable: true, description: 'The data set (table name), e.g. colors, products, orders' })
  @IsOptional()
  @MaxLength(64)
  dataSet?: string | null;

  @Field(() => String, { nullable: true, description: "The record's id (exactly)" })
  @IsOptional()
  @MaxLength(191)
  recordId?: string | null;

  @Field(() => AuditAction, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(AuditAction))
  action?: AuditAction | null;

  @Field(() => Date, { nullable: true, description: 'Entries at or after this instant' })
  @IsOptional()
  @IsDate()
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Entries before this instant' })
  @IsOptional()
  @IsDate()
  to?: Date | null;
}

@InputType()
export class AuditPage {
  @Field(() => Int, { defaultValue: 0 })
  @Min(0)
  @Max(10_000_000)
  skip: number = 0;

  @Field(() => Int, { defaultValue: 20, description: `At most ${MAX_AUDIT_PAGE}` })
  @Min(1)
  @Max(MAX_AUDIT_PAGE)
  take: number = 20;
}

@ObjectType({ description: 'One field of an audit entry: its value before and after, as text (null: no value)' })
export class AuditFieldChange {
  @Access('public')
  @Field()
  field: string;

  @Access('public')
  @Field(() => String, { nullable: true })
  before: string | null;

  @Access('public')
  @Field(() => String, { nullable: true })
  after: string | null;

  @Access('public')
  @Field({ description: 'A secret (password hash, token, 2FA secret): it changed, its values are never kept' })
  hidden: boolean;
}

export const AuditEntryList = PaginatedList(AuditEntry, 'AuditEntryList');

@ObjectType({ description: 'The audit entries a filter matches, as CSV (newest first)' })
export class AuditCsv {
  @Access('public')
  @Field()
  csv: string;

  @Access('public')
  @Field(() => Int)
  rowCount: number;

  @Access('public')
  @Field(() => Int)
  totalItems: number;

  @Access('public')
  @Field({
    description: `true when not every match is in the file (at most ${MAX_AUDIT_CSV_ROWS} rows): narrow the filters and export the rest`,
  })
  truncated: boolean;
}
