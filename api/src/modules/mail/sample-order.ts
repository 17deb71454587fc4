import type { OrderConfirmationData } from './order-confirmation';

/**
 * A filled-in order confirmation (the tests' sample, and the shape checkout fills): two lines, a 10%
 * discount spread over them, standard-rate VAT on lines and delivery, paid by bank transfer.
 */
export function sampleOrderConfirmation(overrides: Partial<OrderConfirmationData> = {}): OrderConfirmationData {
  return {
    branchCode: 'MAIN',
    orderNumber: 'BS-104217',
    placedAt: new Date('2026-11-22T10:15:00Z'),
    customer: { name: 'Amelia Hart', email: 'amelia.hart@example.co.uk', phone: '07700 900123' },
    address: { line1: '14 Rose Lane', line2: 'Flat 2', city: 'Leeds', postcode: 'LS1 4AB' },
    lines: [
      // £25.98 less its £2.60 share of the discount = £23.38 gross; VAT 23.38 × 0.2 / 1.2 = £3.90
      { name: 'Shea Butter Body Cream', code: 'SKN-1042', quantity: 2, unitPricePence: 1299, lineTotalPence: 2598, vatPence: 390 },
      // £7.99 less £0.80 = £7.19; VAT £1.20
      { name: 'Rose Water Toner', code: 'SKN-2210', quantity: 1, unitPricePence: 799, lineTotalPence: 799, vatPence: 120 },
    ],
    subtotalPence: 3397,
    discountPence: 340,
    discountCode: 'WELCOME10',
    delivery: {
      method: 'Tracked with email updates, 2-4 business days',
      pricePence: 399,
      estimatedDelivery: { from: new Date('2026-11-25T12:00:00Z'), to: new Date('2026-11-27T12:00:00Z') },
    },
    // 3397 − 340 + 399
    totalPence: 3456,
    // 390 + 120 + delivery's 67 (399 × 0.2 / 1.2 = 66.5, rounded half-up)
    vatPence: 577,
    bankTransfer: { accountName: 'Beauty Shop Ltd', sortCode: '20-45-77', accountNumber: '41234567' },
    orderUrl: 'https://shop.example.co.uk/account/orders/BS-104217',
    ...overrides,
  };
}
