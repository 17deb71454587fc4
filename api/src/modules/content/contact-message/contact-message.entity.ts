import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { BranchEntity } from '../../../common/branch-entity';

export const CONTACT_SUBJECTS = ['support', 'sales', 'feedback'] as const;

/** A message sent from the Contact Us page. */
@ObjectType()
@Entity('contact_messages')
@Index(['branchCode', 'createdAt'])
export class ContactMessage extends BranchEntity {
  @Field()
  @Column({ type: 'varchar', length: 120 })
  fullName: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  email: string;

  @Field({ description: 'support, sales or feedback' })
  @Column({ type: 'varchar', length: 20 })
  subject: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Field(() => [String], { description: 'Stored attachment file names (up to 10, 10 MB each)' })
  @Column({ type: 'simple-json' })
  attachments: string[];

  @Field(() => Date, { nullable: true })
  @Column({ type: 'datetime', nullable: true })
  handledAt: Date | null;
}
