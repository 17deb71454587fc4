import { defineCrud } from '../../../common/crud/descriptor';
import { date, int, ref, text, withLabels } from '../../../common/crud/fields';
import { ProductLocation } from '../../attributes/product-location';
import { Product } from '../product/product.entity';
import { moveStockInWrite } from './stock-ledger';
import { STOCK_REASONS, StockMovement } from './stock-movement.entity';

/** The "stock" data set of the back office: the stock ledger's rows, each write checked by the ledger's rules. */
export const stockCrud = defineCrud({
  entity: StockMovement,
  one: 'stockMovement',
  many: 'stockMovements',
  label: 'stock movement',
  fields: withLabels({
    productId: ref({ entity: () => Product, required: true, label: 'Product', codeField: 'productCode' }),
    productLocationId: ref({ entity: () => ProductLocation, label: 'Product location', codeField: 'productLocationCode' }),
    quantity: int({ required: true, min: -1_000_000, max: 1_000_000 }),
    reason: text({
      max: 40,
      required: true,
      pattern: new RegExp(`^(${STOCK_REASONS.join('|')})$`),
      patternMessage: `Reason must be one of ${STOCK_REASONS.join(', ')}`,
    }),
    note: text({ max: 250 }),
    batchNumber: text({ max: 60 }),
    expiryDate: date(),
  }),
  searchField: 'reason',
  sortFields: ['productId', 'quantity', 'reason', 'expiryDate'],
  defaultSort: { field: 'createdAt', direction: 'DESC' },
  read: 'staff',
  inWrite: (write) => moveStockInWrite(write),
});
