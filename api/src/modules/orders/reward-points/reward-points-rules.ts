/** What a line needs to be worth points: its quantity, unit price in pence, and the product's own points (0 or null: none set). */
export interface PointsLine {
  quantity: number;
  unitPricePence: number;
  productPoints: number | null;
}

/**
 * The points a line earns: the product's points when it has some set, else one point per whole pound of
 * the unit price; either times the quantity.
 */
export function pointsOfLine(line: PointsLine): number {
  const each = line.productPoints && line.productPoints > 0 ? line.productPoints : Math.floor(Math.max(line.unitPricePence, 0) / 100);
  return each * Math.max(line.quantity, 0);
}

/** The points an order earns: the sum over its lines. */
export function pointsOfOrder(lines: readonly PointsLine[]): number {
  return lines.reduce((sum, line) => sum + pointsOfLine(line), 0);
}
