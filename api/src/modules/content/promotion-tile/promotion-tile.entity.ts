import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { Access } from '../../../common/access';
import { ImagedBranchEntity } from '../../../common/branch-entity';
import { ImageUploadInput } from '../../../common/images';

/** The home page has two promotion tiles: slot 1 (Ebin Best Seller) and slot 2 (Dressmaker European Hair Extensions). */
export const PROMOTION_TILE_SLOTS = [1, 2] as const;

/** A home promotion tile's picture (under /uploads/banner/) and its alt text; the tiles' words and links are the storefront's own. */
@ObjectType({ description: "A home page promotion tile's picture, set by staff (the tile's words and link stay the shop's own)" })
@Entity('promotion_tiles')
@Index(['branchCode', 'slot'], { unique: true })
export class PromotionTile extends ImagedBranchEntity {
  @Access('public')
  @Field(() => Int, { description: '1 or 2: the first or second tile' })
  @Column({ type: 'int' })
  slot: number;

  @Access('public')
  @Field(() => String, { nullable: true, description: 'What the picture shows, for screen readers (required with a picture)' })
  @Column({ type: 'varchar', length: 200, nullable: true })
  imageAlt: string | null;
}

@InputType()
export class PromotionTileInput {
  @Field(() => ImageUploadInput, { nullable: true, description: 'A new picture (POST /upload/banner first, or a data URL)' })
  image?: ImageUploadInput | null;

  @Field(() => Boolean, { nullable: true, description: 'True: the tile goes back to its plain block' })
  removeImage?: boolean | null;

  @Field(() => String, { nullable: true })
  imageAlt?: string | null;
}
