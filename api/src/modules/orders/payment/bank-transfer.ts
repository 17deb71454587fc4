import { formatPounds, penceToPounds } from '../../../common/money';
import type { ShopBankDetails } from '../../content/settings/shop-settings.entity';
import type { PaymentOrder, PaymentProvider, PaymentStart } from './payment-provider';

export const BANK_TRANSFER = 'bank-transfer';

/**
 * Offline payment by bank transfer: the customer pays the shop's account (Settings) quoting the order
 * number; the order stays 'pending' until staff see the money and mark it paid.
 */
export class BankTransferProvider implements PaymentProvider {
  readonly id = BANK_TRANSFER;
  readonly label = 'Bank transfer';
  readonly checkoutLabel = 'Bank transfer';

  constructor(private readonly bankDetailsOf: (branchCode: string) => Promise<ShopBankDetails>) {}

  async start(order: PaymentOrder): Promise<PaymentStart> {
    const bank = await this.bankDetailsOf(order.branchCode);
    const complete = Boolean(bank.accountName && bank.sortCode && bank.accountNumber);
    const amount = formatPounds(order.totalPence);
    const message = complete
      ? `Please pay ${amount} by bank transfer to ${bank.accountName}, sort code ${bank.sortCode}, account number ${bank.accountNumber}, quoting ${order.orderNumber} as the reference. We dispatch your order once the payment arrives.`
      : `Please pay ${amount} by bank transfer, quoting ${order.orderNumber} as the reference; we will e-mail you our bank details. We dispatch your order once the payment arrives.`;
    return {
      status: 'pending',
      instructions: {
        method: this.id,
        label: this.label,
        status: 'pending',
        reference: order.orderNumber,
        amount: penceToPounds(order.totalPence)!,
        message,
        bankTransfer: complete ? bank : null,
      },
    };
  }
}
