import fs from 'node:fs';
import { chromium, Browser } from 'playwright-core';

/** Debian's Chromium (installed by .ci/run), driven headless by playwright-core. Never a downloaded browser. */
export const CHROMIUM = '/usr/bin/chromium';

/** playwright-core gives every launch a fresh temporary profile (the fresh --user-data-dir). */
export async function launchChromium(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (apt-get install chromium), as .ci/run does`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return { browser, close: () => browser.close() };
}
