/** What each status means for the customer, said beside it on the order page. */
const STATUS_MEANINGS: Record<string, string> = {
  pending: 'We have your order and are waiting for your payment.',
  paid: 'Your payment has arrived; we are packing your order.',
  dispatched: 'Your parcel is on its way.',
  delivered: 'Your parcel has been delivered.',
  cancelled: 'This order was cancelled.',
  refunded: 'This order was refunded.',
};

export const statusMeaning = (status: string): string => STATUS_MEANINGS[status] ?? '';
