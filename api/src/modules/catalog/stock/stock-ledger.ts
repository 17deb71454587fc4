import type { EntityManager } from 'typeorm';
import type { CrudWrite } from '../../../common/crud/descriptor';
import { ConflictError, ValidationError } from '../../../common/errors';
import { ORDER_STOCK_REASONS, StockMovement, StockReason } from './stock-movement.entity';
import { Product } from '../product/product.entity';

/**
 * The stock ledger's rules, run in the same transaction as a staff member's write to the "stock" data
 * set (the CRUD's `inWrite`):
 * - a new movement changes its product's StockQuantity by its quantity; an edit applies the difference
 *   (taking it off the old product and adding it to the new one when the product changes); a delete
 *   reverses it;
 * - 'sold' and 'returned' rows are written by orders only: staff can neither add nor edit nor delete one;
 * - 'received' adds stock (quantity above 0) and alone carries a batch number and expiry date; 'adjusted'
 *   is a signed correction (not 0); 'counted' records a stock count as the difference it found (0 when
 *   the count agreed);
 * - no staff movement takes the saleable stock below 0: a count or adjustment may bring it to exactly 0,
 *   never under. A change that would is refused, naming the stock left. Each product is changed with a
 *   conditional UPDATE (as checkout takes stock), so a concurrent order cannot slip in between.
 */
export async function moveStockInWrite({ manager, before, after }: CrudWrite<StockMovement>): Promise<void> {
  if (before && isOrderReason(before.reason)) {
    throw new ConflictError(
      `'${before.reason}' stock movements are written by orders and cannot be ${after ? 'edited' : 'deleted'}; cancel or refund the order instead`,
    );
  }
  if (after) checkMovement(after);
  const deltas = new Map<number, number>();
  if (before) deltas.set(before.productId, -before.quantity);
  if (after) deltas.set(after.productId, (deltas.get(after.productId) ?? 0) + after.quantity);
  for (const [productId, delta] of [...deltas].sort(([a], [b]) => a - b)) {
    if (delta === 0) continue;
    if (!(await changeStock(manager, productId, delta))) {
      const product = await manager
        .getRepository(Product)
        .findOne({ where: { id: productId }, select: { id: true, name: true, stockQuantity: true } });
      const left = `${product?.name ?? 'This product'} has ${product?.stockQuantity ?? 0} in stock`;
      if (!after)
        throw new ConflictError(`Cannot delete this movement: ${left}, and taking its ${before!.quantity} off would leave less than none`);
      throw new ValidationError(`${left}; this movement would take it below 0`, 'quantity');
    }
  }
}

function checkMovement(row: StockMovement): void {
  if (isOrderReason(row.reason)) {
    throw new ConflictError(
      `Only orders write '${row.reason}' stock movements; record other changes as 'received', 'adjusted' or 'counted'`,
    );
  }
  if (row.reason === 'received' && row.quantity <= 0)
    throw new ValidationError("A 'received' movement adds stock: its quantity must be above 0", 'quantity');
  if (row.reason === 'adjusted' && row.quantity === 0)
    throw new ValidationError("An 'adjusted' movement needs a quantity other than 0", 'quantity');
  if (row.reason !== 'received') {
    if (row.batchNumber) throw new ValidationError("Only 'received' movements carry a batch number", 'batchNumber');
    if (row.expiryDate) throw new ValidationError("Only 'received' movements carry an expiry date", 'expiryDate');
  }
}

const isOrderReason = (reason: string) => (ORDER_STOCK_REASONS as readonly string[]).includes(reason);

/** Adds `delta` to the product's stock unless that would take it below 0; false when refused. */
async function changeStock(manager: EntityManager, productId: number, delta: number): Promise<boolean> {
  const change = Math.trunc(delta);
  const result = await manager
    .createQueryBuilder()
    .update(Product)
    .set({ stockQuantity: () => `stock_quantity + ${change}` })
    .where('id = :productId AND stock_quantity + :change >= 0', { productId, change })
    .execute();
  return result.affected === 1;
}

/** One line of an order as the ledger records it. */
export interface OrderStockLine {
  productId: number | null;
  quantity: number;
}

/**
 * Writes the ledger rows of an order's stock change, in the order's transaction: 'sold' (negative
 * quantities) when it is placed, 'returned' (positive) when it is cancelled, refunded or deleted before
 * dispatch. The caller moves StockQuantity itself (conditionally); this keeps the ledger agreeing.
 * Lines of the same product become one row; lines whose product was deleted are skipped.
 */
export async function recordOrderMovements(
  manager: EntityManager,
  order: { branchCode: string; id: number; orderNumber: string },
  reason: Extract<StockReason, 'sold' | 'returned'>,
  lines: readonly OrderStockLine[],
  note: string,
): Promise<void> {
  const byProduct = new Map<number, number>();
  for (const line of lines)
    if (line.productId !== null) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  if (byProduct.size === 0) return;
  const repo = manager.getRepository(StockMovement);
  await repo.insert(
    [...byProduct].map(([productId, quantity]) =>
      repo.create({
        branchCode: order.branchCode,
        productId,
        productLocationId: null,
        orderId: order.id,
        quantity: reason === 'sold' ? -quantity : quantity,
        reason,
        note: note.slice(0, 250),
        batchNumber: null,
        expiryDate: null,
      }),
    ),
  );
}

/**
 * Puts some of an order's quantities back into saleable stock (a part refund), with the ledger's
 * 'returned' rows, in the caller's transaction; answers the product ids touched. Lines whose product was
 * deleted are skipped.
 */
export async function returnOrderStock(
  manager: EntityManager,
  order: { branchCode: string; id: number; orderNumber: string },
  lines: readonly OrderStockLine[],
  note: string,
): Promise<number[]> {
  const byProduct = new Map<number, number>();
  for (const line of lines)
    if (line.productId !== null && line.quantity > 0) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of byProduct) {
    await manager
      .createQueryBuilder()
      .update(Product)
      .set({ stockQuantity: () => `stock_quantity + ${Math.trunc(quantity)}` })
      .where('id = :productId', { productId })
      .execute();
  }
  await recordOrderMovements(manager, order, 'returned', lines, note);
  return [...byProduct.keys()];
}

/** The notes of the 'adjusted' rows a product's own stock figure writes: when it is created, and when it is changed. */
export interface StockSetNotes {
  opening: string;
  change: string;
}

export const PRODUCT_FORM_STOCK_NOTES: StockSetNotes = {
  opening: 'Opening stock from the product form',
  change: 'Stock set in the product form',
};
export const CSV_IMPORT_STOCK_NOTES: StockSetNotes = { opening: 'Opening stock from a CSV import', change: 'CSV import' };

/**
 * The product's own stock figure, kept in the ledger (the product CRUD's `inWrite`, and the CSV
 * import with its own notes): a product created with stock gets an 'adjusted' row for its opening
 * stock, and a save that changes the figure gets an 'adjusted' row for the difference, in the same
 * transaction, so the ledger and StockQuantity still agree.
 */
export async function recordProductFormStock(
  { manager, branchCode, before, after }: Pick<CrudWrite<Product>, 'manager' | 'branchCode' | 'before' | 'after'>,
  notes: StockSetNotes = PRODUCT_FORM_STOCK_NOTES,
): Promise<void> {
  if (!after) return;
  const change = after.stockQuantity - (before?.stockQuantity ?? 0);
  if (change === 0) return;
  const repo = manager.getRepository(StockMovement);
  await repo.insert(
    repo.create({
      branchCode,
      productId: after.id,
      productLocationId: after.productLocationId ?? null,
      orderId: null,
      quantity: change,
      reason: 'adjusted',
      note: before ? notes.change : notes.opening,
      batchNumber: null,
      expiryDate: null,
    }),
  );
}
