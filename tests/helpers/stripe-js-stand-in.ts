import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Stripe.js (https://js.stripe.com/v3/) on a free port, for the browser journeys: this
 * machine cannot reach Stripe. Its Payment Element is a plain card field; confirmPayment goes on to
 * return_url as Stripe does after a payment it took (payment_intent, its client secret and
 * redirect_status=succeeded added to the query, the fragment kept). The shop is pointed at it with
 * STRIPE_JS_URL, whose origin its checkout pages then allow as a script source.
 */
const SCRIPT = `
window.Stripe = function (publishableKey) {
  return {
    elements: function (options) {
      var elements = {
        clientSecret: options.clientSecret,
        create: function () {
          var handlers = {};
          return {
            on: function (event, handler) { handlers[event] = handler; },
            mount: function (element) {
              var label = document.createElement('label');
              label.textContent = 'Card number ';
              var input = document.createElement('input');
              input.name = 'cardnumber';
              input.autocomplete = 'cc-number';
              input.inputMode = 'numeric';
              label.appendChild(input);
              element.appendChild(label);
              setTimeout(function () { if (handlers.ready) handlers.ready({}); }, 0);
            },
            destroy: function () {}
          };
        }
      };
      return elements;
    },
    confirmPayment: function (options) {
      var secret = options.elements.clientSecret;
      var url = new URL(options.confirmParams.return_url);
      url.searchParams.set('payment_intent', secret.split('_secret_')[0]);
      url.searchParams.set('payment_intent_client_secret', secret);
      url.searchParams.set('redirect_status', 'succeeded');
      window.__stripeStandIn = { publishableKey: publishableKey, returnUrl: options.confirmParams.return_url };
      setTimeout(function () { window.location.assign(url.href); }, 0);
      return new Promise(function () {});
    }
  };
};
`;

export interface StripeJsStandIn {
  /** The script's address, for STRIPE_JS_URL. */
  url: string;
  /** How many times a page fetched it. */
  loads: () => number;
  close(): Promise<void>;
}

export async function startStripeJsStandIn(): Promise<StripeJsStandIn> {
  let loads = 0;
  const server = http.createServer((req, res) => {
    if (req.url === '/v3/') {
      loads++;
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(SCRIPT);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v3/`,
    loads: () => loads,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
