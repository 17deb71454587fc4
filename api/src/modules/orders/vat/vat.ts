/**
 * VAT as docs/architecture.md "Money details" decides, all in integer pence: prices include VAT (20%
 * unless the product's class says otherwise); an order-level discount is spread over the lines by
 * value with the largest-remainder method; each line's VAT is gross × rate ÷ (1 + rate) rounded half
 * up; delivery carries standard-rate VAT. Rates are in basis points (2000 = 20%) like ProductClass.
 */
export const STANDARD_VAT_BASIS_POINTS = 2000;

export interface VatLineInput {
  /** The line's price including VAT, before the order's discount, in pence. */
  grossPence: number;
  /** The line's VAT rate in basis points; null means the standard rate. */
  rateBasisPoints: number | null;
}

export interface VatLine {
  /** The rate the line was taxed at, in basis points (the standard rate when its input said null). */
  rateBasisPoints: number;
  /** The line's share of the order's discount, in pence. */
  discountPence: number;
  /** The VAT included in what is paid for the line (gross minus its discount share), in pence. */
  vatPence: number;
}

export interface OrderVat {
  lines: VatLine[];
  /** VAT included in the delivery charge. */
  shippingVatPence: number;
  /** Lines' VAT plus delivery VAT. */
  vatPence: number;
}

/** The VAT included in a VAT-inclusive amount: amount × rate ÷ (1 + rate), rounded half up to the penny. */
export function vatIncluded(grossPence: number, rateBasisPoints: number): number {
  if (grossPence <= 0 || rateBasisPoints <= 0) return 0;
  const numerator = grossPence * rateBasisPoints;
  const denominator = 10_000 + rateBasisPoints;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * Spreads `totalPence` over `weights` in proportion (largest remainder): each share is the floor of
 * its exact part, and the pence left over go one each to the largest remainders (earlier lines first
 * on a tie), so the shares always add up to the total exactly.
 */
export function spreadByValue(totalPence: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (totalPence <= 0 || sum <= 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((totalPence * w) / sum));
  const remainders = weights.map((w, i) => ({ i, r: (totalPence * w) % sum }));
  let left = totalPence - shares.reduce((s, x) => s + x, 0);
  for (const { i } of remainders.sort((a, b) => b.r - a.r || a.i - b.i)) {
    if (left-- <= 0) break;
    shares[i]++;
  }
  return shares;
}

/** The VAT of an order: per line after its share of the discount, plus delivery at the standard rate. */
export function orderVat(lines: readonly VatLineInput[], discountPence: number, shippingPence: number): OrderVat {
  const shares = spreadByValue(
    discountPence,
    lines.map((l) => l.grossPence),
  );
  const vatLines = lines.map((line, i) => {
    const rateBasisPoints = line.rateBasisPoints ?? STANDARD_VAT_BASIS_POINTS;
    return { rateBasisPoints, discountPence: shares[i], vatPence: vatIncluded(line.grossPence - shares[i], rateBasisPoints) };
  });
  const shippingVatPence = vatIncluded(shippingPence, STANDARD_VAT_BASIS_POINTS);
  return { lines: vatLines, shippingVatPence, vatPence: vatLines.reduce((s, l) => s + l.vatPence, 0) + shippingVatPence };
}
