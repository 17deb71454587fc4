import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test keys of the right shapes (nothing real: the stand-in below answers in Stripe's place). */
export const STRIPE_TEST_KEYS = {
  SECRET_KEY: 'sk_test_shopTestKey123',
  PUBLISHABLE_KEY: 'pk_test_shopTestKey123',
  WEBHOOK_SECRET: 'whsec_shopTestSecret123',
} as const;

export interface StripeStandIn {
  /** http://127.0.0.1:<port>, for STRIPE_API_BASE */
  url: string;
  requests: StandInRequest[];
  /** The PaymentIntents made, by id (a test may change one's status, as Stripe would). */
  intents: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

/** The shop's env for card payments against the stand-in. */
export function stripeEnv(standIn: StripeStandIn): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: STRIPE_TEST_KEYS.PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_KEYS.WEBHOOK_SECRET,
    STRIPE_API_BASE: standIn.url,
  };
}

export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: Record<string, string>;
}

/**
 * A stand-in for api.stripe.com on a free port (this machine cannot reach Stripe): it records each
 * request and answers PaymentIntent create, retrieve and cancel and Refund create with Stripe's documented
 * JSON shapes, keeping one object per idempotency key as Stripe does (a refund's key used again with other parameters is refused).
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const intents = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, string>();
  const refundsByKey = new Map<string, Record<string, unknown>>();
  const refundFormsByKey = new Map<string, string>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      const path = (req.url ?? '').split('?')[0];
      requests.push({ method: req.method ?? '', path, idempotencyKey, authorization: req.headers.authorization, form });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
        res.end(JSON.stringify(json));
      };
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const known = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
        if (known) return send(200, intents.get(known));
        const id = `pi_test${intents.size + 1}abc`;
        const metadata = Object.fromEntries(
          Object.entries(form)
            .filter(([k]) => k.startsWith('metadata['))
            .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
        );
        const intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          amount_received: 0,
          currency: form.currency,
          automatic_payment_methods: { enabled: form['automatic_payment_methods[enabled]'] === 'true', allow_redirects: 'always' },
          client_secret: `${id}_secret_standin`,
          description: form.description ?? null,
          metadata,
          status: 'requires_payment_method',
          livemode: false,
          created: Math.floor(Date.now() / 1000),
          last_payment_error: null,
        };
        intents.set(id, intent);
        if (idempotencyKey) byKey.set(idempotencyKey, id);
        return send(200, intent);
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const known = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
        if (known && refundFormsByKey.get(idempotencyKey!) !== JSON.stringify(form)) {
          // Stripe refuses a key used again with other parameters.
          return send(400, {
            error: {
              type: 'idempotency_error',
              message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          });
        }
        if (known) return send(200, known);
        const intent = intents.get(form.payment_intent);
        if (!intent)
          return send(404, { error: { type: 'invalid_request_error', message: `No such payment_intent: '${form.payment_intent}'` } });
        const refund = {
          id: `re_test${refundsByKey.size + 1}abc`,
          object: 'refund',
          amount: form.amount ? Number(form.amount) : intent.amount,
          currency: intent.currency,
          payment_intent: intent.id,
          reason: form.reason ?? null,
          status: 'succeeded',
          created: Math.floor(Date.now() / 1000),
          metadata: {},
        };
        if (idempotencyKey) {
          refundsByKey.set(idempotencyKey, refund);
          refundFormsByKey.set(idempotencyKey, JSON.stringify(form));
        }
        return send(200, refund);
      }
      const cancel = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)\/cancel$/.exec(path);
      if (req.method === 'POST' && cancel && intents.has(cancel[1])) {
        const intent = intents.get(cancel[1])!;
        if (intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'canceled') {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
            },
          });
        }
        intent.status = 'canceled';
        intent.cancellation_reason = form.cancellation_reason ?? null;
        return send(200, intent);
      }
      const retrieve = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/.exec(path);
      if (req.method === 'GET' && retrieve && intents.has(retrieve[1])) return send(200, intents.get(retrieve[1]));
      send(404, { error: { type: 'invalid_request_error', message: `No such route: ${req.method} ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
