import { connectChromium, type Chrome } from './browser';
import { sharedDemoShop } from './shared-e2e-shop';

export interface StorefrontE2e {
  /** The shared demo shop: its address, and its data folder (for its outbox). */
  shop: { url: string; dataDir: string };
  chrome: Chrome;
}

/**
 * The built shop on the demo catalogue and a Chromium, for the suite that calls it: the pair its jest worker
 * shares with its other e2e suites (tests/helpers/shared-e2e-shop.ts), found before the suite's tests; the
 * suite's connection to Chromium, and every context it opened, close after them. The shop's data is shared:
 * a suite makes the customers, orders and products it changes, and reads no count another suite could move.
 */
export function demoShopInChromium(): StorefrontE2e {
  const e2e = {} as StorefrontE2e;
  beforeAll(async () => {
    const shared = await sharedDemoShop();
    e2e.shop = { url: shared.url, dataDir: shared.dataDir };
    e2e.chrome = await connectChromium(shared.wsEndpoint);
  });
  afterAll(async () => {
    await e2e.chrome?.close();
  });
  return e2e;
}
