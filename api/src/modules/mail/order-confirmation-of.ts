import type { OrderConfirmation } from '../orders/orders.module';
import type { OrderConfirmationData } from './order-confirmation';

/** A 'YYYY-MM-DD' UK day as a Date at UK midday, which the mail prints as that day whatever the clock change. */
const ukDay = (day: string) => new Date(`${day}T12:00:00Z`);

/** What the confirmation mail needs, from the order checkout placed; `origin` is the shop's PUBLIC_URL. */
export function confirmationMailData(placed: OrderConfirmation, origin: string): OrderConfirmationData {
  const { order, lines, payment, delivery, estimate } = placed;
  return {
    branchCode: order.branchCode,
    orderNumber: order.orderNumber,
    placedAt: order.createdAt,
    customer: { name: order.customerName, email: order.email, phone: order.phone },
    address: { line1: order.addressLine1, line2: order.addressLine2, city: order.city, postcode: order.postcode },
    lines: lines.map((line) => ({
      name: line.productName,
      code: line.productCode,
      quantity: line.quantity,
      unitPricePence: line.unitPricePence,
      lineTotalPence: line.lineTotalPence,
      vatPence: line.vatPence ?? 0,
    })),
    subtotalPence: order.subtotalPence,
    discountPence: order.discountPence,
    pointsDiscountPence: order.pointsDiscountPence,
    pointsSpent: order.pointsSpent,
    delivery: {
      method: delivery ? `${delivery.name}, ${delivery.time}` : order.shippingMethod,
      pricePence: order.shippingPence,
      estimatedDelivery: estimate ? { from: ukDay(estimate.deliveryFrom), to: ukDay(estimate.deliveryTo) } : null,
    },
    totalPence: order.totalPence,
    vatPence: order.vatPence ?? 0,
    // Bank transfer: left out, the mail takes the branch's bank details from Settings (as the payment instructions did).
    bankTransfer: payment?.method === 'bank-transfer' ? undefined : null,
    orderUrl: `${origin.replace(/\/+$/, '')}${placed.orderPath}`,
  };
}
