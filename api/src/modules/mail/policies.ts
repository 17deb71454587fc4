/**
 * The shop's returns and cancellation facts, in the words of the seeded Return & Refunds page
 * (api/src/db/seed/data/pages.ts): 14 days from delivery, policy of 29/07/2024.
 */
export const RETURNS_WINDOW_DAYS = 14;
export const RETURNS_POLICY_UPDATED = new Date(Date.UTC(2024, 6, 29, 12));

export const CANCEL_BEFORE_DISPATCH =
  'Until we dispatch your order you can cancel it by contacting us with your order number, and while it is pending you can cancel it yourself from your order page. If you have already paid, we refund you in full.';

export const RETURN_CONDITION = 'Items must be unused, unopened and in their original packaging with any seals intact.';

export const RETURNS_RIGHTS: readonly string[] = [
  `You may return most items within 14 days from delivery for a full refund. ${RETURN_CONDITION}`,
  'For hygiene reasons we cannot accept returns of opened cosmetics, lip products, hair extensions or wigs whose packaging has been opened, unless the item is faulty.',
  'To start a return, contact us with your order number. Once we receive and inspect the item we will refund the original payment method within 14 days. Original delivery charges are refunded when the whole order is returned.',
  'Faulty or incorrect items are refunded or replaced in full, including return postage.',
];

export const STATUTORY_RIGHTS = 'Nothing in this affects your statutory rights as a consumer under UK law.';
