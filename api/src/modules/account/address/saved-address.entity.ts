import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Access } from '../../../common/access';
import { BranchEntity } from '../../../common/branch-entity';
import { User } from '../user/user.entity';

/**
 * A delivery address a customer keeps in My Account ('Home', 'Work'); checkout offers them. Only the
 * customer who saved it reads or changes it. When a customer has any, exactly one is the default.
 */
@ObjectType()
@Entity('saved_addresses')
@Index(['branchCode', 'userId'])
export class SavedAddress extends BranchEntity {
  @Access('public')
  @Field(() => Int)
  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Access('public')
  @Field({ description: "The customer's name for it, e.g. 'Home'" })
  @Column({ type: 'varchar', length: 40 })
  label: string;

  @Access('public')
  @Field({ description: 'Who the parcel is for' })
  @Column({ type: 'varchar', length: 120 })
  fullName: string;

  @Access('public')
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 200 })
  addressLine1: string;

  @Access('public')
  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  addressLine2: string | null;

  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 120 })
  city: string;

  @Access('public')
  @Field({ description: "A UK postcode, upper-case with one space, like 'SW1A 1AA'" })
  @Column({ type: 'varchar', length: 10 })
  postcode: string;

  @Access('public')
  @Field({ description: 'The address checkout offers first; exactly one when the customer has any' })
  @Column({ type: 'boolean', default: false })
  isDefault: boolean;
}
