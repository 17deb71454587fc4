import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { BASKET_STORAGE_KEY } from '../../config/constants';
import type { BasketLine } from '../../lib/basket-storage';
import type { Answer, Received } from '../../testing/test-support';
import type { StripeError } from './stripe-js';

/**
 * A fake API for the checkout's tests whose answers may wait (a Promise), so a test can hold the
 * placeOrder answer back and click again while it is on its way.
 */
export function slowServer(answer: (name: string, variables: Record<string, unknown>) => Answer | Promise<Answer>) {
  const received: Received[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const request = { operationName: operation.operationName ?? '', variables: operation.variables as Record<string, unknown> };
        received.push(request);
        void Promise.resolve(answer(request.operationName, request.variables)).then((result) =>
          setTimeout(() => {
            if ('networkError' in result) observer.error(new Error('Failed to fetch'));
            else {
              observer.next(result as never);
              observer.complete();
            }
          }, 0),
        );
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  const sent = (operation: string) => received.filter((r) => r.operationName === operation).map((r) => r.variables);
  return { client, received, sent };
}

/** Two products in the basket, at local prices the checkout must never show (the shop's prices differ). */
export const BASKET: BasketLine[] = [
  {
    productId: 1,
    productName: 'Argan Shampoo',
    price: 1,
    salePrice: 1,
    productPicture: null,
    quantity: 2,
    productSlug: 'argan-shampoo',
    stockQuantity: 5,
    weightGrams: 300,
  },
  {
    productId: 2,
    productName: 'Lip Balm',
    price: 1,
    salePrice: 1,
    productPicture: null,
    quantity: 1,
    productSlug: 'lip-balm',
    stockQuantity: 9,
    weightGrams: 20,
  },
];

export const storeBasket = (lines: BasketLine[] = BASKET) => window.localStorage.setItem(BASKET_STORAGE_KEY, JSON.stringify(lines));

const option = (method: string, name: string, delivery: string, price: number | null, free = false) => ({
  __typename: 'CheckoutDeliveryOption',
  method,
  name,
  delivery,
  price,
  free,
  total: price === null ? null : 27.5 + price,
  vat: price === null ? null : 4.58 + price / 6,
  dispatchDate: '2026-11-20',
  deliveryFrom: '2026-11-23',
  deliveryTo: method.endsWith('1-2') ? '2026-11-24' : '2026-11-26',
});

type PricedLine = {
  productId: number;
  name: string;
  mainImage: string | null;
  quantity: number;
  unitPrice: number;
  originalPrice: number | null;
  lineTotal: number;
  available: number;
};

/**
 * The basket's lines as the shop prices them: 2 × Argan Shampoo at £9.50 (£12.00 before its own
 * discount) and 1 × Lip Balm at £8.50, £27.50 in all; `available` overrides the stock left per product id.
 */
export function pricedLines(available: Record<number, number> = {}): PricedLine[] {
  return [
    {
      productId: 1,
      name: 'Argan Shampoo',
      mainImage: 'argan-shampoo.webp',
      quantity: 2,
      unitPrice: 9.5,
      originalPrice: 12,
      lineTotal: 19,
      available: available[1] ?? 5,
    },
    {
      productId: 2,
      name: 'Lip Balm',
      mainImage: null,
      quantity: 1,
      unitPrice: 8.5,
      originalPrice: null,
      lineTotal: 8.5,
      available: available[2] ?? 9,
    },
  ];
}

/** checkoutOptions as the shop answers it: £27.50 of goods, tracked 2-4 days free; `refused` gives the refusal and no prices. */
export function pricing({
  refusal = null,
  discount = 0,
  discountCode = null,
  discountMessage = null,
  discountNote = null,
  lines = pricedLines(),
  pointsDiscount = 0,
  rewardPoints = null,
}: {
  refusal?: string | null;
  discount?: number;
  discountCode?: string | null;
  discountMessage?: string | null;
  discountNote?: string | null;
  lines?: PricedLine[];
  pointsDiscount?: number;
  rewardPoints?: Record<string, unknown> | null;
} = {}) {
  const none = refusal !== null;
  return {
    data: {
      checkoutOptions: {
        __typename: 'CheckoutOptions',
        subtotal: 27.5,
        discount,
        discountCode,
        discountMessage,
        discountNote,
        pointsDiscount,
        rewardPoints: rewardPoints && { __typename: 'CheckoutRewardPoints', ...rewardPoints },
        vat: 4.58,
        refusal,
        lines: lines.map((line) => ({ __typename: 'CheckoutLine', ...line })),
        options: [
          option('tracked-1-2', 'Tracked with email updates', '1-2 business days', none ? null : 4.99),
          option('tracked-2-4', 'Tracked with email updates', '2-4 days', none ? null : 0, !none),
          option('signed-1-2', 'Tracked and signed for', '1-2 business days', none ? null : 6.99),
          option('signed-2-4', 'Tracked and signed for', '2-4 days', none ? null : 5.49),
        ],
      },
    },
  };
}

export function placed(guest = true) {
  return {
    data: {
      placeOrder: {
        __typename: 'PlaceOrderPayload',
        replayed: false,
        orderPath: guest ? '/order/41#t=secret-token' : '/account/orders/41',
        order: {
          __typename: 'Order',
          id: 41,
          orderNumber: 'BS-000041',
          total: 27.5,
          vat: 4.58,
          email: 'amelia@example.co.uk',
          userId: guest ? null : 7,
        },
        payment: {
          __typename: 'PaymentInstructions',
          method: 'bank-transfer',
          label: 'Bank transfer',
          message: 'Please pay £27.50 by bank transfer.',
          amount: 27.5,
          reference: 'BS-000041',
          bankTransfer: { __typename: 'ShopBankDetails', accountName: 'Beauty Shop Ltd', sortCode: '04-00-04', accountNumber: '12345678' },
        },
      },
    },
  };
}

export interface StandIn {
  keys: string[];
  secrets: string[];
  mounted: HTMLElement[];
  confirms: { confirmParams: { return_url: string } }[];
}

/** Stripe.js's stand-in: the Payment Element is a plain field; confirmPayment answers what the test says. */
export function standInStripe(confirm: () => Promise<{ error?: StripeError }> = () => new Promise(() => undefined)): StandIn {
  const seen: StandIn = { keys: [], secrets: [], mounted: [], confirms: [] };
  window.Stripe = (key) => {
    seen.keys.push(key);
    return {
      elements: ({ clientSecret }) => {
        seen.secrets.push(clientSecret);
        return {
          create: () => {
            const handlers: Record<string, (event: { error?: StripeError }) => void> = {};
            return {
              on: (event, handler) => {
                handlers[event] = handler;
              },
              mount: (element) => {
                element.innerHTML = '<label>Card number <input name="cardnumber"></label>';
                seen.mounted.push(element);
                setTimeout(() => handlers.ready?.({}), 0);
              },
              destroy: () => undefined,
            };
          },
        };
      },
      confirmPayment: (options) => {
        seen.confirms.push(options);
        return confirm();
      },
    };
  };
  return seen;
}
