import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DEFAULT_BRANCH } from './branch';

/** Base of every table: integer surrogate key, the branch the row belongs to, and timestamps. */
@ObjectType()
export abstract class BranchEntity {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 20, default: DEFAULT_BRANCH })
  branchCode: string;

  @Field()
  @CreateDateColumn()
  createdAt: Date;

  @Field()
  @UpdateDateColumn()
  updatedAt: Date;
}

/** An image kept under uploads/{area}/ with the natural size the admin forms capture. */
@ObjectType()
export abstract class ImagedBranchEntity extends BranchEntity {
  @Field(() => String, { nullable: true, description: 'File name under /uploads/{area}/' })
  @Column({ type: 'varchar', length: 200, nullable: true })
  fileName: string | null;

  @Field(() => Int, { nullable: true })
  @Column({ type: 'int', nullable: true })
  imageHeight: number | null;

  @Field(() => Int, { nullable: true })
  @Column({ type: 'int', nullable: true })
  imageWidth: number | null;
}
