import fs from 'node:fs';
import path from 'node:path';
import { seriousAxeViolations } from '../helpers/axe';
import { pngBuffer } from '../helpers/accounts';
import { backOfficeInChromium } from '../helpers/backoffice-e2e';
import { gotoHydrated } from '../helpers/browser';

/**
 * The home page's promotion tiles in Chromium against the built demo shop: staff give the second tile a
 * picture and its description in Settings; the home page shows it (lazy, sized, with its alt text) at
 * 375 and 1440 px. Screenshots go to /work/shots/alerts-home-tiles-*.png.
 */
const e2e = backOfficeInChromium();
const { open, logIn } = e2e;
const SHOTS = process.env.ALERT_SHOTS ?? '/work/shots';

test('staff set a promotion tile picture in Settings and the home page shows it with its description', async () => {
  const picture = path.join(fs.mkdtempSync(path.join(e2e.shop.dataDir, 'tile-')), 'wefts.png');
  fs.writeFileSync(picture, await pngBuffer(1200, 600));
  const { page, context, problems } = await open(1440);
  try {
    await logIn(page, '/dashboard/settings');
    const tile = page.getByRole('form', { name: 'Promotion tile 2: Dressmaker European Hair Extensions' });
    await tile.getByLabel('Picture', { exact: true }).setInputFiles(picture);
    await tile.getByRole('figure').getByText('1200 × 600 px').waitFor();
    await tile.getByRole('button', { name: 'Save tile 2' }).click();
    await tile.getByText('Image description is required: say what the picture shows').waitFor();
    await tile.getByLabel('Picture description').fill('Hair wefts in six shades of blonde');
    await tile.getByRole('button', { name: 'Save tile 2' }).click();
    await tile.getByRole('button', { name: 'Remove picture' }).waitFor();
    fs.mkdirSync(SHOTS, { recursive: true });
    await tile.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'alerts-settings-tiles-1440.png') });
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }

  for (const width of [375, 1440]) {
    const { page, context, problems } = await open(width);
    try {
      await gotoHydrated(page, e2e.shop.url + '/');
      const promotions = page.getByRole('region', { name: 'Promotions' });
      const img = promotions.getByRole('img', { name: 'Hair wefts in six shades of blonde' });
      expect(await img.getAttribute('loading')).toBe('lazy');
      expect(await img.getAttribute('width')).toBe('1200');
      expect(await img.getAttribute('height')).toBe('600');
      expect(await img.getAttribute('srcset')).toMatch(/\?w=480 480w/);
      await promotions.scrollIntoViewIfNeeded();
      await img.evaluate("(el) => el.complete || new Promise((resolve) => el.addEventListener('load', resolve, { once: true }))");
      expect(await seriousAxeViolations(page, 'section[aria-label="Promotions"]')).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `alerts-home-tiles-${width}.png`) });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }
});

// The tile goes back to its plain block: the other suites on this shared shop see the home page as seeded.
afterAll(async () => {
  const token = await e2e.adminToken();
  await e2e.gql('mutation { setPromotionTile(slot: 2, input: { removeImage: true }) { id } }', {}, token);
});
