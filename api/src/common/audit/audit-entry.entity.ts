import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Access } from '../access';

export enum AuditAction {
  CREATE = 'create',
  UPDATE = 'update',
  DELETE = 'delete',
  OTHER = 'other',
}
registerEnumType(AuditAction, { name: 'AuditAction', description: 'What a back-office write did to its record' });

/** One field of an audit entry: its value before and after the write (null where it had none). */
export interface AuditChange {
  field: string;
  before?: unknown;
  after?: unknown;
  /** A secret (password hash, token, 2FA secret, ...) changed: its values are never kept. */
  hidden?: boolean;
}

/**
 * One back-office write, kept for six years (SECURITY.md): who (id, and the e-mail, name and role they
 * had then), when, from which address, through which operation, which record of which data set, and
 * the fields before and after. Rows are only ever inserted: no API edits or deletes them.
 */
@ObjectType({ description: 'Super-admins only: one back-office write, as the audit log keeps it' })
@Entity('audit_entries')
@Index(['branchCode', 'createdAt'])
@Index(['branchCode', 'userId', 'createdAt'])
@Index(['branchCode', 'dataSet', 'recordId'])
export class AuditEntry {
  @Access('public')
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 20 })
  branchCode: string;

  @Access('public')
  @Field({ description: 'When the write was made' })
  @CreateDateColumn()
  createdAt: Date;

  @Access('public')
  @Field(() => Int, { description: 'The staff member (their account may since have been deleted)' })
  @Column({ type: 'int' })
  userId: number;

  @Access('public')
  @Field({ description: "The staff member's e-mail at the time" })
  @Column({ type: 'varchar', length: 200 })
  userEmail: string;

  @Access('public')
  @Field({ description: "The staff member's name at the time" })
  @Column({ type: 'varchar', length: 120 })
  userName: string;

  @Access('public')
  @Field({ description: "The staff member's role at the time" })
  @Column({ type: 'varchar', length: 20 })
  userRole: string;

  @Access('public')
  @Field({ description: 'The client address as the rate limits see it (behind TRUST_PROXY, the forwarded one; IPv6 by its /64)' })
  @Column({ type: 'varchar', length: 64 })
  address: string;

  @Access('public')
  @Field({ description: "The GraphQL mutation (e.g. updateColor), or 'upload' for POST /upload/{area}" })
  @Column({ type: 'varchar', length: 100 })
  operation: string;

  @Access('public')
  @Field(() => String, {
    nullable: true,
    description: 'The legacy REST call or upload it came through (e.g. PUT /api/colors/3); null for GraphQL',
  })
  @Column({ type: 'varchar', length: 300, nullable: true })
  route: string | null;

  @Access('public')
  @Field({ description: 'The data set: the table name (colors, products, orders, users, uploads, ...)' })
  @Column({ type: 'varchar', length: 64 })
  dataSet: string;

  @Access('public')
  @Field({ description: 'The record: its id (or, for an upload, area/file name)' })
  @Column({ type: 'varchar', length: 191 })
  recordId: string;

  @Access('public')
  @Field(() => AuditAction)
  @Column({ type: 'varchar', length: 10 })
  action: AuditAction;

  /** JSON list of AuditChange: every field for a create or delete, only the changed ones for an update. */
  @Column({ type: 'text' })
  changes: string;
}
