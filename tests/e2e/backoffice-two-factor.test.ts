import { generate } from 'otplib';
import { seriousAxeViolations } from '../helpers/axe';
import { backOfficeInChromium } from '../helpers/backoffice-e2e';
import { spawnShop } from '../helpers/spawn-shop';
import fs from 'node:fs';
import { gotoHydrated } from '../helpers/browser';

/**
 * Two-factor sign-in in Chromium against the built demo shop: a member of staff sets it up in My Profile
 * with the key the page shows (as an authenticator app would read it from the QR code), keeps the
 * recovery codes shown once, logs out, and signs in again with the password and then a code from the
 * app. No serious or critical axe violation, no console error, no CSP violation on the way.
 */
const e2e = backOfficeInChromium({ admin: { email: 'two-factor-admin@example.co.uk', password: 'Two-factor-pass-123' } });
const { open, logIn, signIn, shoot } = e2e;

/** The code the app shows `steps` periods from now (waiting out the last seconds of a period first). */
async function appCode(secret: string, steps = 0): Promise<string> {
  const intoStep = (Date.now() / 1000) % 30;
  if (intoStep > 27) await new Promise((r) => setTimeout(r, (30 - intoStep + 0.2) * 1000));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

test('staff set up two-factor sign-in in My Profile, log out, and sign in with the password and a code from the app', async () => {
  const { page, context, problems } = await open();
  try {
    await logIn(page, '/dashboard/profile');
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const qr = section.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    await qr.waitFor();
    expect(
      await qr.evaluate((img) => {
        const el = img as unknown as { complete: boolean; naturalWidth: number };
        return el.complete && el.naturalWidth > 0;
      }),
    ).toBe(true);
    const secret = (await section.locator('code').textContent())!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'two-factor-enrol');

    const code = section.getByLabel('Code from your app');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await code.fill(await appCode(secret));
    await section.getByRole('button', { name: 'Turn on' }).click();
    const codes = section.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await shoot(page, 'two-factor-recovery-codes');
    await section.getByRole('button', { name: 'I have saved my codes' }).click();
    await section.getByText(/You have 10 unused recovery codes/).waitFor();

    await page.locator('summary').filter({ hasText: 'Profile menu for' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    // A function, not a string: the page's CSP refuses to evaluate strings.
    await page.waitForFunction(
      () => !(globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('token'),
    );

    await gotoHydrated(page, e2e.shop.url + '/dashboard/orders');
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page);
    const field = page.getByLabel('Code from your authenticator app');
    await field.waitFor();
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'two-factor-login-step');
    // The code used to turn it on cannot be used again, so the app's next one is typed.
    await field.fill(await appCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('with STAFF_2FA=required, staff who have not set it up are taken to My Profile after the password, and get in once they have', async () => {
  const who = { email: 'required-admin@example.co.uk', password: 'Required-pass-123' };
  const shop = await spawnShop({ SEED: 'none', ADMIN_EMAIL: who.email, ADMIN_PASSWORD: who.password, STAFF_2FA: 'required' });
  const { page, context, problems } = await open(375);
  try {
    await gotoHydrated(page, shop.url + '/dashboard/orders');
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, who);
    await page.waitForURL((url) => url.pathname === '/dashboard/profile');
    await page.getByText('This shop requires two-factor sign-in for staff. Set it up here to use the back office.').waitFor();
    await shoot(page, 'two-factor-required');
    // Every other screen of the back office brings them back here.
    await gotoHydrated(page, shop.url + '/dashboard/orders');
    await page.waitForURL((url) => url.pathname === '/dashboard/profile');
    await page.getByRole('region', { name: 'Two-factor sign-in' }).waitFor();

    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = (await section.locator('code').textContent())!.replace(/\s+/g, '');
    await section.getByLabel('Code from your app').fill(await appCode(secret));
    await section.getByRole('button', { name: 'Turn on' }).click();
    await section.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await section.getByRole('button', { name: 'I have saved my codes' }).click();
    await gotoHydrated(page, shop.url + '/dashboard/orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(page.url()).toBe(shop.url + '/dashboard/orders');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    await shop.stop();
    fs.rmSync(shop.dataDir, { recursive: true, force: true });
  }
});
