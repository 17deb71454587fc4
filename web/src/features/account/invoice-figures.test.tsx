import { describe, expect, test } from '@jest/globals';
import { formatRate, invoiceFigures } from './invoice-figures';

const line = (vatRate: number | null, vat: number | null) => ({
  __typename: 'OrderLine' as const,
  id: 1,
  productName: 'x',
  productCode: 'X',
  quantity: 1,
  unitPrice: 1,
  lineTotal: 1,
  vatRate,
  vat,
});

describe('invoice figures', () => {
  test('delivery VAT is the order VAT less the lines; bands by rate with delivery at 20%; net = total − VAT, to the penny', () => {
    const f = invoiceFigures({ vat: 4.75, total: 37.49, lines: [line(20, 3.66), line(5, 0.42), line(0, 0)] });
    expect(f).toEqual({
      deliveryVatPence: 67,
      vatPence: 475,
      netPence: 3274,
      bands: [
        { rate: 20, vatPence: 433 },
        { rate: 5, vatPence: 42 },
        { rate: 0, vatPence: 0 },
      ],
    });
  });

  test('orders placed before VAT was recorded show no breakdown', () => {
    expect(invoiceFigures({ vat: null, total: 10, lines: [line(null, null)] })).toEqual({
      deliveryVatPence: null,
      vatPence: null,
      netPence: null,
      bands: [],
    });
  });

  test('rates read as per cent', () => {
    expect([20, 5, 0, 12.5].map(formatRate)).toEqual(['20%', '5%', '0%', '12.50%']);
  });
});
