/**
 * The little of Stripe.js the checkout uses (the Payment Element and confirmPayment), typed here, and its
 * loader: Stripe.js is fetched only when a card payment is to be taken, from the address the API gives
 * (https://js.stripe.com/v3/; tests give a stand-in's), which the checkout's pages allow in their CSP.
 */
export interface StripeError {
  type: string;
  message?: string;
}

export interface StripePaymentElement {
  mount(element: HTMLElement): void;
  destroy(): void;
  on(event: 'ready' | 'loaderror', handler: (event: { error?: StripeError }) => void): void;
}

export interface StripeElements {
  create(type: 'payment', options?: { layout?: 'tabs' | 'accordion' }): StripePaymentElement;
}

export interface StripeClient {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: { elements: StripeElements; confirmParams: { return_url: string } }): Promise<{ error?: StripeError }>;
}

type StripeFactory = (publishableKey: string) => StripeClient;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

let loading: { url: string; done: Promise<StripeFactory> } | null = null;

/** Stripe.js from `url`, loaded once (a failed load is tried again on the next call). */
export function loadStripeJs(url: string): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  if (loading?.url === url) return loading.done;
  const done = new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not start'))));
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('Stripe.js could not be loaded'));
    });
    document.head.appendChild(script);
  });
  loading = { url, done };
  done.catch(() => {
    if (loading?.done === done) loading = null;
  });
  return done;
}

/** The Payment Element's look, from the shop's tokens (docs/design.md): Stripe draws it in its own frame, so it takes values, not CSS variables. */
export const PAYMENT_APPEARANCE = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#1d1b1a',
    colorText: '#1d1b1a',
    colorDanger: '#b3261e',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    borderRadius: '4px',
  },
} as const;
