import express, { Router } from 'express';

/** The largest webhook body taken: Stripe's PaymentIntent events are a few KB. */
export const WEBHOOK_BODY_LIMIT = '128kb';

/** Acts on one verified event (or throws a 400 AppError for a bad signature); answers what it did. */
export type StripeWebhookHandler = (payload: Buffer, signature: string | undefined) => Promise<string>;

/**
 * POST /webhooks/stripe: the raw body (its signature is over the exact bytes, so it is never parsed as
 * JSON first), bounded in size, handed with the Stripe-Signature header to the card payments' handler.
 * A bad signature answers 400 and changes nothing; a database outage 503, so Stripe sends it again.
 */
export function createPaymentWebhookRouter(stripe: StripeWebhookHandler): Router {
  const router = Router();
  router.post('/stripe', express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), async (req, res, next) => {
    try {
      const payload = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const outcome = await stripe(payload, req.get('stripe-signature'));
      res.status(200).json({ received: true, outcome });
    } catch (err) {
      next(err);
    }
  });
  return router;
}
