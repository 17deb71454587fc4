import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BranchEntity, ImagedBranchEntity } from '../../../common/branch-entity';
import { Access } from '../../../common/access';

/** An About Us section: AboutTitle and AboutImage (fileName, under uploads/aboutus). */
@ObjectType()
@Entity('about_sections')
export class AboutSection extends ImagedBranchEntity {
  @Access('public')
  @Field({ description: 'Legacy AboutTitle' })
  @Column({ type: 'varchar', length: 160 })
  title: string;

  @Access('public')
  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  position: number;
}

/** A Heading and Paragraph inside an About Us section. */
@ObjectType()
@Entity('about_sub_sections')
export class AboutSubSection extends BranchEntity {
  @Access('public')
  @Field(() => Int)
  @Index()
  @Column({ type: 'int' })
  sectionId: number;

  @ManyToOne(() => AboutSection, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'section_id' })
  section?: AboutSection;

  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 200 })
  heading: string;

  @Access('public')
  @Field()
  @Column({ type: 'text' })
  paragraph: string;

  @Access('public')
  @Field(() => Int)
  @Column({ type: 'int', default: 0 })
  position: number;
}
