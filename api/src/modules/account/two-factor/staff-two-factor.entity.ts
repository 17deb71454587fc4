import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../user/user.entity';

/**
 * A staff member's TOTP secret (RFC 6238), encrypted with TWO_FACTOR_KEY (see secret-box.ts). A row
 * without `enabledAt` is an enrolment started and not yet confirmed with a code. Never a GraphQL type.
 */
@Entity('staff_two_factor')
export class StaffTwoFactor {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url, bound to the user id. */
  @Column({ type: 'varchar', length: 200 })
  secretEncrypted: string;

  @Column({ type: 'datetime', nullable: true })
  enabledAt: Date | null;

  /** The time step of the last code accepted: a code of that step or an earlier one is refused (replay). */
  @Column({
    type: 'bigint',
    nullable: true,
    transformer: { to: (v: number | null) => v, from: (v: string | number | null) => (v === null ? null : Number(v)) },
  })
  lastUsedStep: number | null;

  @CreateDateColumn()
  createdAt: Date;
}

/** One of the ten single-use recovery codes shown once at enrolment; only its sha256 is stored. */
@Entity('two_factor_recovery_codes')
@Index(['userId', 'codeHash'], { unique: true })
export class TwoFactorRecoveryCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;
}
