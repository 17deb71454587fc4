import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BranchEntity } from '../../../common/branch-entity';

/** A FAQ accordion group (Heading). */
@ObjectType()
@Entity('faq_groups')
export class FaqGroup extends BranchEntity {
  @Field()
  @Column({ type: 'varchar', length: 200 })
  heading: string;

  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  position: number;
}

/** One Question and its Answer inside a FAQ group. */
@ObjectType()
@Entity('faq_questions')
export class FaqQuestion extends BranchEntity {
  @Field(() => Int)
  @Index()
  @Column({ type: 'int' })
  groupId: number;

  @ManyToOne(() => FaqGroup, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'group_id' })
  group?: FaqGroup;

  @Field()
  @Column({ type: 'varchar', length: 300 })
  question: string;

  @Field()
  @Column({ type: 'text' })
  answer: string;

  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  position: number;
}
