import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { BranchEntity } from '../../../common/branch-entity';
import { Role } from '../../../common/roles';
import { Access } from '../../../common/access';

/** A customer or staff account. E-mails are stored lower-cased; the password only as a hash. */
@ObjectType()
@Entity('users')
@Index(['branchCode', 'email'], { unique: true })
@Index(['branchCode', 'role'])
export class User extends BranchEntity {
  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 200 })
  email: string;

  /** bcrypt hash; never a GraphQL field. */
  @Column({ type: 'varchar', length: 100 })
  passwordHash: string;

  @Access('public')
  @Field(() => Role)
  @Column({ type: 'varchar', length: 20, default: Role.USER })
  role: Role;

  @Access('public')
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 40, nullable: true })
  contactNo1: string | null;

  @Access('public')
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 40, nullable: true })
  contactNo2: string | null;

  @Access('public')
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 120, nullable: true })
  city: string | null;

  @Access('public')
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 300, nullable: true })
  address: string | null;

  @Access('public')
  @Field(() => String, { nullable: true, description: 'Legacy UserImage, under uploads/users' })
  @Column({ type: 'varchar', length: 200, nullable: true })
  image: string | null;

  @Access('public')
  @Field()
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** Signed into every token; raised by a password change or reset, a role change and logout, which ends every earlier token. Never a GraphQL field. */
  @Column({ type: 'int', default: 0 })
  tokenVersion: number;
}
