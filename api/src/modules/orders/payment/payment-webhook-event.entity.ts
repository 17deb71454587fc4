import { Column, Entity, Index } from 'typeorm';
import { BranchEntity } from '../../../common/branch-entity';

/**
 * A payment provider's webhook event the shop has acted on (card-payments.service.ts), written in the
 * same transaction as what it changed: the unique event id makes a replayed event change nothing twice.
 * Never a GraphQL type.
 */
@Entity('payment_webhook_events')
export class PaymentWebhookEvent extends BranchEntity {
  /** The provider's event id, e.g. Stripe's evt_…. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255 })
  eventId: string;

  /** e.g. payment_intent.succeeded */
  @Column({ type: 'varchar', length: 100 })
  eventType: string;

  @Index()
  @Column({ type: 'int' })
  orderId: number;
}
