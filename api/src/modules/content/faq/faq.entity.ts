import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BranchEntity } from '../../../common/branch-entity';
import { Access } from '../../../common/access';

/** A FAQ accordion group (Heading). */
@ObjectType()
@Entity('faq_groups')
export class FaqGroup extends BranchEntity {
  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 200 })
  heading: string;

  @Access('public')
  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  position: number;
}

/** One Question and its Answer inside a FAQ group. */
@ObjectType()
@Entity('faq_questions')
export class FaqQuestion extends BranchEntity {
  @Access('public')
  @Field(() => Int)
  @Index()
  @Column({ type: 'int' })
  groupId: number;

  @ManyToOne(() => FaqGroup, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'group_id' })
  group?: FaqGroup;

  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 300 })
  question: string;

  @Access('public')
  @Field()
  @Column({ type: 'text' })
  answer: string;

  @Access('public')
  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  position: number;
}
