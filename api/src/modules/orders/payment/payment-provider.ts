import { ValidationError } from '../../../common/errors';
import type { PaymentInstructions } from './payment.types';

/** What a provider needs of an order to start its payment. */
export interface PaymentOrder {
  branchCode: string;
  orderNumber: string;
  totalPence: number;
  /** The order's id (card payments put it in the payment's metadata). */
  id?: number;
  /** The provider's reference of the payment already started for the order (a Stripe PaymentIntent id), if any. */
  paymentReference?: string | null;
}

/** How a payment starts: checkout orders stay 'pending' until the money is in and staff mark them paid. */
export interface PaymentStart {
  status: 'pending';
  instructions: PaymentInstructions;
  /** The provider's reference of the payment it started (kept on the order as paymentReference); none for bank transfer. */
  reference?: string;
}

/**
 * A way to pay. The shop ships one offline method (bank transfer); a card provider would implement
 * this with its own hosted page or client-side fields, so no card data ever reaches the shop's server.
 * `start` may be called again for the same order to show its instructions, so it must not charge.
 */
export interface PaymentProvider {
  /** What placeOrder's paymentMethod takes, e.g. 'bank-transfer'. */
  readonly id: string;
  /** How the order's payment is named (confirmation, mails), e.g. 'Bank transfer'. */
  readonly label: string;
  /** How the checkout offers it, e.g. 'Card, Apple Pay or Google Pay'. */
  readonly checkoutLabel: string;
  start(order: PaymentOrder): Promise<PaymentStart>;
}

/** Card first: the checkout offers bank transfer as the second way to pay. */
const rank = (id: string) => (id === 'card' ? 0 : 1);

/** The providers a shop offers, by id. */
export class PaymentProviders {
  private readonly byId: Map<string, PaymentProvider>;

  constructor(providers: readonly PaymentProvider[]) {
    this.byId = new Map(providers.map((p) => [p.id, p]));
  }

  ids(): string[] {
    return [...this.byId.keys()];
  }

  /** The ways to pay the checkout offers, in the order it offers them (card first while card payments are on). */
  choices(): { id: string; label: string }[] {
    return [...this.byId.values()].map((p) => ({ id: p.id, label: p.checkoutLabel })).sort((a, b) => rank(a.id) - rank(b.id));
  }

  /** The provider a checkout asked for; refuses an unknown one naming the choices. */
  parse(value: string | null | undefined, field = 'paymentMethod'): PaymentProvider {
    const id = (value ?? '').trim().toLowerCase();
    if (!id) throw new ValidationError('Payment method is required', field);
    const provider = this.byId.get(id);
    if (!provider) throw new ValidationError(`Payment method must be ${this.ids().join(' or ')}`, field);
    return provider;
  }

  /** The instructions of an order that is still waiting for its money; null once it is paid, or when it has no method. */
  async instructionsFor(order: PaymentOrder & { status: string; paymentMethod: string | null }): Promise<PaymentInstructions | null> {
    const provider = order.paymentMethod ? this.byId.get(order.paymentMethod) : undefined;
    if (!provider || order.status !== 'pending') return null;
    return (await provider.start(order)).instructions;
  }
}
