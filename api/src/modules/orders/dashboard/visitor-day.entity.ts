import { Column, Entity, Index } from 'typeorm';
import { BranchEntity } from '../../../common/branch-entity';

/** How many distinct storefront visitors one UK day had: a count only, nothing about who they were. */
@Entity('visitor_days')
@Index(['branchCode', 'day'], { unique: true })
export class VisitorDay extends BranchEntity {
  /** YYYY-MM-DD, UK time. */
  @Column({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'int', default: 0 })
  count: number;
}
