import { spreadByValue } from '../vat/vat';

/** A stored order as a refund reads it (pence). */
export interface RefundableOrder {
  discountPence: number;
  shippingPence: number;
  shippingRefunded: boolean;
}

/** A stored line as a refund reads it: what it cost before the order's discount, and how much of it is refunded already. */
export interface RefundableLine {
  id: number;
  productName: string;
  quantity: number;
  refundedQuantity: number;
  lineTotalPence: number;
}

/** What staff ask to refund of one line. */
export interface RefundAsk {
  lineId: number;
  quantity: number;
}

export interface RefundedLineAmount {
  lineId: number;
  productName: string;
  quantity: number;
  amountPence: number;
}

export interface RefundAmounts {
  lines: RefundedLineAmount[];
  /** The delivery charge refunded with these lines (0 when it is not, or was already). */
  deliveryPence: number;
  /** Lines plus delivery. */
  amountPence: number;
  /** Whether nothing is left to refund afterwards (the order becomes 'refunded'). */
  wholeOrder: boolean;
}

/** Pence of `paid` for `units` of `quantity`, rounded half up. */
const shareOf = (paid: number, units: number, quantity: number) => Math.floor((2 * paid * units + quantity) / (2 * quantity));

/**
 * What a refund of some lines is worth, from the stored order alone (never from the client): each line
 * is what was paid for it — its total less its share of the order's discount, spread by value over the
 * lines in order as checkout spread it (vat.ts) — in proportion to the units refunded, counted
 * cumulatively (what units 1..n are worth less what units 1..k already refunded were), so the refunds of
 * a line always add up to exactly what was paid for it. Delivery goes with the refund that leaves
 * nothing else to refund, or earlier when `includeDelivery` asks for it; once only. `lines` must be the
 * order's lines in id order; `asks` are checked (refund-rules.ts) before this runs.
 */
export function refundAmounts(
  order: RefundableOrder,
  lines: readonly RefundableLine[],
  asks: readonly RefundAsk[],
  includeDelivery = false,
): RefundAmounts {
  const discounts = spreadByValue(
    order.discountPence,
    lines.map((l) => l.lineTotalPence),
  );
  const asked = new Map(asks.map((a) => [a.lineId, a.quantity]));
  const refunded: RefundedLineAmount[] = [];
  let wholeOrder = true;
  lines.forEach((line, i) => {
    const quantity = asked.get(line.id) ?? 0;
    if (line.refundedQuantity + quantity < line.quantity) wholeOrder = false;
    if (quantity <= 0) return;
    const paid = line.lineTotalPence - discounts[i];
    const amountPence =
      shareOf(paid, line.refundedQuantity + quantity, line.quantity) - shareOf(paid, line.refundedQuantity, line.quantity);
    refunded.push({ lineId: line.id, productName: line.productName, quantity, amountPence });
  });
  const deliveryPence = !order.shippingRefunded && (wholeOrder || includeDelivery) ? order.shippingPence : 0;
  return {
    lines: refunded,
    deliveryPence,
    amountPence: refunded.reduce((sum, l) => sum + l.amountPence, 0) + deliveryPence,
    wholeOrder,
  };
}
