import { EntityManager, In } from 'typeorm';
import { ProductClass } from '../../attributes/product-class';
import { Product } from '../../catalog/product/product.entity';
import type { ParcelItem } from '../shipping/parcel';
import { orderVat, OrderVat } from '../vat/vat';
import type { LineRequest, PricedLine } from './order-basket';

/** The branch's products the lines name (by id, or by code ignoring case). */
export async function productsOf(manager: EntityManager, branchCode: string, lines: readonly LineRequest[]): Promise<Product[]> {
  const ids = [...new Set(lines.flatMap((l) => (l.productId !== null ? [l.productId] : [])))];
  const codes = [...new Set(lines.flatMap((l) => (l.productCode !== null ? [l.productCode.toLowerCase()] : [])))];
  const byId = ids.length ? await manager.getRepository(Product).findBy({ branchCode, id: In(ids) }) : [];
  const byCode = codes.length
    ? await manager
        .getRepository(Product)
        .createQueryBuilder('p')
        .where('p.branchCode = :branchCode', { branchCode })
        .andWhere('LOWER(p.code) IN (:...codes)', { codes })
        .getMany()
    : [];
  return [...byId, ...byCode];
}

/** The VAT rates (basis points) of the product classes given, by class id. */
export async function vatRatesOf(manager: EntityManager, classIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(classIds)];
  const classes = ids.length
    ? await manager.getRepository(ProductClass).find({ where: { id: In(ids) }, select: { id: true, vatRateBasisPoints: true } })
    : [];
  return new Map(classes.map((c) => [c.id, c.vatRateBasisPoints]));
}

/** The VAT of priced lines at the given class rates: each product's class rate (20% without a class), the discount spread over the lines, delivery at 20%. */
export function vatOfPricedLines(
  lines: readonly PricedLine[],
  rates: ReadonlyMap<number, number>,
  discountPence: number,
  shippingPence: number,
): OrderVat {
  return orderVat(
    lines.map((l) => ({
      grossPence: l.lineTotalPence,
      rateBasisPoints: l.product.productClassId !== null ? (rates.get(l.product.productClassId) ?? null) : null,
    })),
    discountPence,
    shippingPence,
  );
}

/** The VAT of priced lines, their classes' rates read from the database. */
export async function vatOfLines(
  manager: EntityManager,
  lines: readonly PricedLine[],
  discountPence: number,
  shippingPence: number,
): Promise<OrderVat> {
  const rates = await vatRatesOf(
    manager,
    lines.flatMap((l) => (l.product.productClassId !== null ? [l.product.productClassId] : [])),
  );
  return vatOfPricedLines(lines, rates, discountPence, shippingPence);
}

/** The lines as one parcel sees them (sizes from the products, weights × quantities). */
export function parcelItemsOf(lines: readonly PricedLine[]): ParcelItem[] {
  return lines.map((l) => ({
    name: l.product.name,
    quantity: l.quantity,
    weightGrams: l.weightGrams,
    lengthCm: l.product.lengthCm,
    widthCm: l.product.widthCm,
    heightCm: l.product.heightCm,
  }));
}
