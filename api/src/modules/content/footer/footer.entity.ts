import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BranchEntity } from '../../../common/branch-entity';
import { Access } from '../../../common/access';

/** A footer column: FooterMainTitle with its links (Subtitles). */
@ObjectType()
@Entity('footer_groups')
export class FooterGroup extends BranchEntity {
  @Access('public')
  @Field({ description: 'Legacy FooterMainTitle' })
  @Column({ type: 'varchar', length: 120 })
  mainTitle: string;

  @Access('public')
  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  position: number;
}

/** A footer link and the page it opens at /{FooterSubtitle}/{FooterSubtitleSlug}. */
@ObjectType()
@Entity('footer_links')
@Index(['branchCode', 'slug'], { unique: true })
export class FooterLink extends BranchEntity {
  @Access('public')
  @Field(() => Int)
  @Index()
  @Column({ type: 'int' })
  groupId: number;

  @ManyToOne(() => FooterGroup, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'group_id' })
  group?: FooterGroup;

  @Access('public')
  @Field({ description: 'Legacy FooterSubtitle' })
  @Column({ type: 'varchar', length: 120 })
  subtitle: string;

  @Access('public')
  @Field({ description: 'Legacy FooterSubtitleSlug' })
  @Column({ type: 'varchar', length: 120 })
  slug: string;

  @Access('public')
  @Field(() => String, { nullable: true, description: 'Page text; paragraphs separated by blank lines' })
  @Column({ type: 'text', nullable: true })
  body: string | null;

  @Access('public')
  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  position: number;
}
