import type { EntityManager } from 'typeorm';
import { Order } from '../order/order.entity';
import { DiscountCodeUse } from './discount-code-use.entity';
import type { DiscountCode } from './discount-code.entity';
import { CustomerHistory, customerKeys, DiscountCustomer, limitedPerCustomer, normaliseCustomerEmail, usedRefusal } from './discount-rules';

/**
 * What the per-customer limits need to know of a customer, read in the caller's transaction: whether the
 * account or the e-mail has an order that was not cancelled, and whether one of those used this code.
 */
export async function customerHistory(
  manager: EntityManager,
  branchCode: string,
  codeId: number,
  customer: DiscountCustomer,
): Promise<CustomerHistory> {
  const email = normaliseCustomerEmail(customer.email);
  const keys = customerKeys(customer);
  if (keys.length === 0) return { hasEarlierOrder: false, hasUsedCode: false };
  const earlier = manager
    .getRepository(Order)
    .createQueryBuilder('o')
    .select('o.id')
    .where('o.branchCode = :branchCode AND o.status <> :cancelled', { branchCode, cancelled: 'cancelled' });
  const who: string[] = [];
  if (customer.userId !== null) who.push('o.userId = :userId');
  if (email) who.push('o.email = :email');
  earlier.andWhere(`(${who.join(' OR ')})`, { userId: customer.userId, email });
  const used = manager
    .getRepository(DiscountCodeUse)
    .createQueryBuilder('u')
    .select('u.id')
    .innerJoin(Order, 'o', 'o.id = u.orderId')
    .where('u.discountCodeId = :codeId AND u.customerKey IN (:...keys) AND o.status <> :cancelled', {
      codeId,
      keys,
      cancelled: 'cancelled',
    });
  const [hasEarlierOrder, hasUsedCode] = await Promise.all([earlier.limit(1).getRawOne(), used.limit(1).getRawOne()]);
  return { hasEarlierOrder: Boolean(hasEarlierOrder), hasUsedCode: Boolean(hasUsedCode) };
}

/**
 * Records the order's use of the code under each of its customer's keys, in the order's transaction.
 * For a code limited per customer the unique (code, exclusive key) index refuses a second standing use,
 * which settles two orders placed at once from one account or e-mail: the later one is told why.
 */
export async function recordDiscountUse(
  manager: EntityManager,
  branchCode: string,
  code: DiscountCode,
  orderId: number,
  customer: DiscountCustomer,
): Promise<void> {
  const exclusive = limitedPerCustomer(code);
  const repo = manager.getRepository(DiscountCodeUse);
  const rows = customerKeys(customer).map((customerKey) =>
    repo.create({ branchCode, discountCodeId: code.id, orderId, customerKey, exclusiveKey: exclusive ? customerKey : null }),
  );
  if (rows.length === 0) return;
  try {
    await repo.insert(rows);
  } catch (err) {
    if (isUniqueViolation(err)) throw usedRefusal(code);
    throw err;
  }
}

/** A cancelled order no longer holds its customer's use of a limited code (the rows stay as its record). */
export async function releaseDiscountUses(manager: EntityManager, orderId: number): Promise<void> {
  await manager.getRepository(DiscountCodeUse).update({ orderId }, { exclusiveKey: null });
}

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
