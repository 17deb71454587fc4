import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DEFAULT_BRANCH } from './branch';
import { Access } from './access';

/** Base of every table: integer surrogate key, the branch the row belongs to, and timestamps. */
@ObjectType()
export abstract class BranchEntity {
  @Access('public')
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Access('public')
  @Field()
  @Column({ type: 'varchar', length: 20, default: DEFAULT_BRANCH })
  branchCode: string;

  @Access('public')
  @Field()
  @CreateDateColumn()
  createdAt: Date;

  @Access('public')
  @Field()
  @UpdateDateColumn()
  updatedAt: Date;
}

/** An image kept under uploads/{area}/ with the natural size the admin forms capture. */
@ObjectType()
export abstract class ImagedBranchEntity extends BranchEntity {
  @Access('public')
  @Field(() => String, { nullable: true, description: 'File name under /uploads/{area}/' })
  @Column({ type: 'varchar', length: 200, nullable: true })
  fileName: string | null;

  @Access('public')
  @Field(() => Int, { nullable: true })
  @Column({ type: 'int', nullable: true })
  imageHeight: number | null;

  @Access('public')
  @Field(() => Int, { nullable: true })
  @Column({ type: 'int', nullable: true })
  imageWidth: number | null;
}
