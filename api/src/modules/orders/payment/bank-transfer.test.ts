import { ValidationError } from '../../../common/errors';
import { BankTransferProvider } from './bank-transfer';
import { PaymentProviders } from './payment-provider';

const order = { branchCode: 'MAIN', orderNumber: 'BS-20260304-4K7Q0Z', totalPence: 7296 };
const bank = { accountName: 'Beauty Shop Ltd', sortCode: '12-34-56', accountNumber: '12345678' };

test("bank transfer: pending, the shop's bank details from settings and the order number as the reference", async () => {
  const provider = new BankTransferProvider(async (branchCode) =>
    branchCode === 'MAIN' ? bank : { accountName: null, sortCode: null, accountNumber: null },
  );
  expect(await provider.start(order)).toEqual({
    status: 'pending',
    instructions: {
      method: 'bank-transfer',
      label: 'Bank transfer',
      status: 'pending',
      reference: 'BS-20260304-4K7Q0Z',
      amount: 72.96,
      bankTransfer: bank,
      message:
        'Please pay £72.96 by bank transfer to Beauty Shop Ltd, sort code 12-34-56, account number 12345678, quoting BS-20260304-4K7Q0Z as the reference. We dispatch your order once the payment arrives.',
    },
  });
  const unset = await provider.start({ ...order, branchCode: 'OTHER' });
  expect(unset.instructions.bankTransfer).toBeNull();
  expect(unset.instructions.message).toMatch(/we will e-mail you our bank details/);
});

test('providers: parsed by id, unknown ones refused naming the choices; instructions only while pending', async () => {
  const providers = new PaymentProviders([new BankTransferProvider(async () => bank)]);
  expect(providers.parse(' Bank-Transfer ').id).toBe('bank-transfer');
  expect(() => providers.parse('card')).toThrow(new ValidationError('Payment method must be bank-transfer'));
  expect(() => providers.parse('')).toThrow('Payment method is required');
  expect(await providers.instructionsFor({ ...order, status: 'pending', paymentMethod: 'bank-transfer' })).toMatchObject({
    reference: order.orderNumber,
  });
  expect(await providers.instructionsFor({ ...order, status: 'paid', paymentMethod: 'bank-transfer' })).toBeNull();
  expect(await providers.instructionsFor({ ...order, status: 'pending', paymentMethod: null })).toBeNull();
});
