import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** The shop's CSP for every answer: its own scripts only, so page state travels in JSON blocks (docs/architecture.md). */
export const STRICT_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'"],
  connectSrc: ["'self'"],
  upgradeInsecureRequests: null,
} as const;

/** The paths whose pages take a card payment: the checkout and its confirmation (which offers paying again). */
export const PAYMENT_PAGES = '/checkout';

/**
 * The checkout's pages, while card payments are on, also allow what Stripe.js needs and no more: its
 * script (from `stripeJsUrl`'s origin, https://js.stripe.com), its frames (the Payment Element, wallets,
 * 3-D Secure) and its calls to api.stripe.com. Every other page keeps the strict policy.
 */
export function paymentPagesCsp(stripeJsUrl: string): RequestHandler {
  const scriptOrigin = new URL(stripeJsUrl).origin;
  return helmet.contentSecurityPolicy({
    useDefaults: true,
    directives: {
      ...STRICT_CSP_DIRECTIVES,
      scriptSrc: [...STRICT_CSP_DIRECTIVES.scriptSrc, scriptOrigin],
      frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      connectSrc: [...STRICT_CSP_DIRECTIVES.connectSrc, 'https://api.stripe.com'],
    },
  });
}
