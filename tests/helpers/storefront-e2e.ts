import fs from 'node:fs';
import { launchChromium } from './browser';
import { spawnShop, SpawnedShop } from './spawn-shop';

export interface StorefrontE2e {
  shop: SpawnedShop;
  chrome: Awaited<ReturnType<typeof launchChromium>>;
}

/** The built shop on the demo catalogue and a Chromium, for the suite that calls it: started before its tests, gone after. */
export function demoShopInChromium(): StorefrontE2e {
  const e2e = {} as StorefrontE2e;
  beforeAll(async () => {
    e2e.shop = await spawnShop({ SEED: 'demo' });
    e2e.chrome = await launchChromium();
  });
  afterAll(async () => {
    await e2e.chrome?.close();
    await e2e.shop?.stop();
    if (e2e.shop) fs.rmSync(e2e.shop.dataDir, { recursive: true, force: true });
  });
  return e2e;
}
