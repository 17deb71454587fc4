/**
 * Tests send everything from one address, so the per-request limits (register, contact, forgot
 * password, orders, uploads, guest order tokens and Track Your Order) are raised out of the way; the failed-login limits keep their defaults.
 * A test of a limit passes its own RATE_LIMITS.
 */
export const RAISED_RATE_LIMITS = [
  'register',
  'contact',
  'forgotPassword',
  'createOrder',
  'createOrderPerUser',
  'upload',
  'orderTokenChecks',
  'orderLinkRequests',
  'orderLinkMailsPerOrder',
  'stockAlerts',
]
  .map((name) => `${name}=1000000/1h`)
  .join(',');
