import express, { Router } from 'express';
import type { UnsubscribeResult } from '../modules/stock-alerts/stock-alert.service';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(heading: string, text: string, form = ''): string {
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escape(heading)} | Beauty Shop</title>
<style>body{font-family:system-ui,sans-serif;color:#1d1b1a;background:#f7f1ec;display:grid;place-items:center;min-height:100vh;margin:0;padding:1rem;text-align:center}main{background:#fff;border-radius:8px;padding:2rem;max-width:32rem}h1{font-family:Georgia,'Times New Roman',serif;font-size:1.75rem}a{color:#b4475f;font-weight:600}button{font:inherit;font-weight:600;color:#fff;background:#1d1b1a;border:0;border-radius:4px;min-height:44px;padding:0 1.5rem;cursor:pointer}button:focus-visible{outline:3px solid #b4475f;outline-offset:2px}</style></head>
<body><main><h1>${escape(heading)}</h1><p>${escape(text)}</p>${form}<p><a href="/">Back to the shop</a></p></main></body>
</html>`;
}

/** The button that removes the alert: a POST, so a mail scanner following the link removes nothing. */
const removeForm = (token: string) =>
  `<form method="post" action="/stock-alerts/unsubscribe"><input type="hidden" name="token" value="${escape(token)}"><p><button type="submit">Remove my alert</button></p></form>`;

const NOTHING_LEFT = [
  'No alert to remove',
  'This alert was removed already, or its e-mail has been sent. We will not e-mail you about it.',
] as const;

/**
 * /stock-alerts/unsubscribe?token=…, the back-in-stock mail's link, with no sign-in (the random token is the
 * key). GET asks: it names the product and offers "Remove my alert", changing nothing, since mail scanners
 * open links; POST (the button, or a mail client's one-click unsubscribe with the token in the query) removes
 * it and says so. An unknown or used token says there is nothing left to remove.
 */
export function createStockAlertRouter(alerts: {
  waitingFor: (token: string) => Promise<{ productName: string | null } | null>;
  unsubscribe: (token: string) => Promise<UnsubscribeResult>;
}): Router {
  const router = Router();
  const tokenOf = (value: unknown) => (typeof value === 'string' ? value : '');
  router.get('/unsubscribe', async (req, res, next) => {
    try {
      const token = tokenOf(req.query.token);
      const waiting = await alerts.waitingFor(token);
      res.setHeader('Cache-Control', 'no-store');
      res
        .type('html')
        .send(
          waiting
            ? page(
                'Remove your alert?',
                `Your back-in-stock alert for ${waiting.productName ?? 'this product'} and your e-mail address with it will be deleted.`,
                removeForm(token),
              )
            : page(...NOTHING_LEFT),
        );
    } catch (err) {
      next(err);
    }
  });
  router.post('/unsubscribe', express.urlencoded({ extended: false, limit: '2kb' }), async (req, res, next) => {
    try {
      const body: unknown = req.body;
      const token = tokenOf((body as { token?: unknown } | undefined)?.token) || tokenOf(req.query.token);
      const result = await alerts.unsubscribe(token);
      res.setHeader('Cache-Control', 'no-store');
      res
        .type('html')
        .send(
          result.removed
            ? page('Your alert is removed', `We will not e-mail you when ${result.productName ?? 'this product'} is back in stock.`)
            : page(...NOTHING_LEFT),
        );
    } catch (err) {
      next(err);
    }
  });
  return router;
}
