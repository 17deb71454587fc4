import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { demoShopInChromium } from '../helpers/storefront-e2e';
import { seriousAxeViolations } from '../helpers/axe';
import { readOutboxDir } from '../helpers/outbox';
import { gotoHydrated, reloadHydrated } from '../helpers/browser';

/**
 * Accounts and content in Chromium against the built demo shop: registration (validation, toasts),
 * login and the header's account menu, logout, forgotten and reset password, the policy pages on the
 * legacy paths with spaces and '&', the FAQ accordion, the Contact Us form with an attachment, the
 * cookie notice, and axe on the forms and a policy page. No console error or CSP violation anywhere.
 */
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
/** A real 2×2 PNG (the API checks that images are images). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWPY4h6/xT2eAUIBACc6BWlpEPSeAAAAAElFTkSuQmCC',
  'base64',
);

const e2e = demoShopInChromium();

/** getComputedStyle in the page (the tests compile without the DOM library). */
type StyleWindow = { getComputedStyle(el: unknown): Record<string, string> };

interface Watched {
  page: Page;
  context: BrowserContext;
  problems: string[];
}

/** A fresh browser context and page that record console errors, page errors and CSP violations. */
async function open(width = 1280, { cookieNoticeRead = true } = {}): Promise<Watched> {
  const context = await e2e.chrome.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error: ${msg.text()}`));
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  await page.addInitScript(
    "document.addEventListener('securitypolicyviolation', (e) => console.error('CSP violation: ' + e.violatedDirective + ' ' + e.blockedURI));",
  );
  // Most journeys start with the cookie notice already read, as a returning visitor's would be.
  if (cookieNoticeRead) await page.addInitScript("try { localStorage.setItem('cookie-notice-dismissed', '1'); } catch {}");
  return { page, context, problems };
}

const email = `amara.${Date.now()}@example.co.uk`;
const password = 'rosewater9';

test('register: only name, email and password are asked for; the optional phone, UK address and photo are sent; the shopper is signed in and goes back', async () => {
  const { page, context, problems } = await open();
  try {
    await gotoHydrated(page, e2e.shop.url + '/Create%20Account/create-account?next=%2FFaq%2Ffaq');
    await page.getByRole('button', { name: 'Register' }).click();
    for (const message of ['Name is required', 'Email is required', 'Password is required']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByText(/Contact No 1 is Required|Profile image is Required/).count()).toBe(0);
    expect(await page.evaluate('document.activeElement?.getAttribute("autocomplete")')).toBe('name');

    await page.getByLabel('Name', { exact: true }).fill('Amara Okafor');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill('something-else');
    await page.getByLabel('Phone (optional)').fill('+44 7700 900123');
    await page.getByLabel('Address (optional)').fill('1 Park Row');
    await page.getByLabel('Town or city (optional)').fill('Leeds');
    await page.getByLabel('Postcode (optional)').fill('ls1 4a');
    await page.getByText('Add a profile photo (optional)').click();
    await page.getByLabel('Profile image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Preview of your profile image' }).waitFor();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Passwords do not match', { exact: true }).waitFor();
    await page.getByText('Enter a UK postcode, like SW1A 1AA', { exact: true }).waitFor();
    expect(await page.getByText('Name is required').count()).toBe(0);

    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await page.getByLabel('Postcode (optional)').fill('ls1 4ap');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('User registered successfully!').waitFor();
    // Signed in, and back where the shopper was.
    await page.waitForURL((url) => url.pathname === '/Faq/faq');
    expect(await page.evaluate("localStorage.getItem('token')")).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // The same e-mail again is refused with the server's words, in the error toast and under the field.
    await gotoHydrated(page, e2e.shop.url + '/register');
    await page.getByLabel('Name', { exact: true }).fill('Amara Okafor');
    await page.getByLabel('Email', { exact: true }).fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: /already/i });
    await refusal.first().waitFor();
    expect(page.url()).toContain('/register');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('login: a wrong password is refused in words; the right one stores the token, comes back, and the header shows the account menu; Logout toasts', async () => {
  const { page, context, problems } = await open();
  try {
    await gotoHydrated(page, e2e.shop.url + '/Faq/faq');
    await page.getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Email is required').waitFor();

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    const toggle = page.getByRole('button', { name: 'Show password' });
    await toggle.click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();

    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // Back to the page the visitor came from, signed in.
    await page.waitForURL((url) => url.pathname === '/Faq/faq');
    expect(await page.evaluate("localStorage.getItem('token')")).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const menu = page.locator('header summary', { hasText: 'Amara Okafor' });
    await menu.waitFor();
    expect(await page.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);

    // A reload keeps the visitor signed in.
    await reloadHydrated(page);
    await menu.click();
    await page.getByRole('link', { name: 'My Account' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully').waitFor();
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(await page.evaluate("localStorage.getItem('token')")).toBeNull();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('forgetpass answers the same whether or not the e-mail has an account; the e-mailed link (token after #) sets a new password', async () => {
  const { page, context, problems } = await open();
  try {
    const answers: string[] = [];
    const nobody = `nobody.${Date.now()}@example.co.uk`;
    for (const address of [email, nobody]) {
      await gotoHydrated(page, e2e.shop.url + '/forgetpass');
      await page.getByLabel('Email', { exact: true }).fill(address);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      const status = page.getByRole('status').filter({ hasText: /.+/ });
      await status.first().waitFor();
      answers.push((await status.first().textContent()) ?? '');
    }
    expect(answers[0]).toMatch(/If an account exists for this email/);
    expect(answers[1]).toBe(answers[0]);

    // The link in the outbox: /reset-password#token=...
    const outbox = path.join(e2e.shop.dataDir, 'outbox');
    let link = '';
    for (let i = 0; i < 50 && !link; i++) {
      const mails = await readOutboxDir(outbox);
      link = /(\/reset-password#token=[\w-]+)/.exec(mails.find((m) => m.to === email)?.text ?? '')?.[1] ?? '';
      if (!link) await new Promise((r) => setTimeout(r, 100));
    }
    expect(link).not.toBe('');
    // One mail, to the account; none to the address without one (the outbox is the shared shop's: other suites' mail is there too).
    expect((await readOutboxDir(outbox)).filter((m) => m.to === email || m.to === nobody)).toHaveLength(1);

    await gotoHydrated(page, e2e.shop.url + link);
    await page.getByLabel('New password', { exact: true }).fill('lavender12');
    await page.getByLabel('Confirm new password', { exact: true }).fill('lavender1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm new password', { exact: true }).fill('lavender12');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been reset').waitFor();

    await gotoHydrated(page, e2e.shop.url + '/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('lavender12');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.locator('header summary', { hasText: 'Amara Okafor' }).waitFor();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('My Account shows the details and changes the password (a new token replaces the old one); a guest is asked to log in', async () => {
  const { page, context, problems } = await open();
  try {
    await gotoHydrated(page, e2e.shop.url + '/account');
    await page.getByText('to see your account').waitFor();
    await page.getByRole('link', { name: 'log in' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('lavender12');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    expect(await page.locator('dl').textContent()).toContain(email);
    const before = await page.evaluate("localStorage.getItem('token')");

    await page.getByLabel('Current password', { exact: true }).fill('not-it-at-all');
    await page.getByLabel('New password', { exact: true }).fill('peony-2026');
    await page.getByLabel('Confirm new password', { exact: true }).fill('peony-2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Current password is incorrect').waitFor();
    await page.getByLabel('Current password', { exact: true }).fill('lavender12');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /password/i })
      .first()
      .waitFor();
    const after = await page.evaluate("localStorage.getItem('token')");
    expect(after).not.toBe(before);
    await reloadHydrated(page);
    await page.locator('header summary', { hasText: 'Amara Okafor' }).waitFor();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the legacy paths with spaces and '&' are rendered on the server with status 200 and hold the spec's facts", async () => {
  const pages: [string, string, string[]][] = [
    [
      '/Shipping%20&%20Delivery/shipping-delivery',
      'Shipping &amp; Delivery',
      [
        'United Kingdom only',
        '1.00 pm',
        'weekends or bank holidays',
        '<th scope="row">Up to 2 kg</th><td>£5.99</td><td>£3.99 (free over £50)</td>',
        '<th scope="row">Up to 20 kg</th><td>£14.99</td><td>£13.99</td>',
        '45 × 25 × 16 cm',
        '61 × 46 × 46 cm',
      ],
    ],
    ['/Return%20&%20Refunds/return-refunds', 'Returns &amp; Refunds', ['Last updated 29/07/2024', '14 days from delivery']],
    ['/Privacy%20Policy/privacy-policy', 'Privacy Policy', ['Last updated May 2024', 'children under 13']],
    ['/Cookies%20Policy/cookies-policy', 'Cookies Policy', ['basket', 'sign-in', 'no tracking']],
    ['/Terms%20Of%20Services/terms-of-services', 'Terms of Service', ['VAT']],
    ['/Faq/faq', 'Frequently Asked Questions', ['<details']],
    ['/About%20Us/about-us', 'About Us', ['<h2']],
    ['/Shop%20by%20Brand/shop-by-brand', 'Shop by Brand', ['href="#brands-a"']],
    ['/Site%20Map/site-map', 'Site Map', ['href="/department/']],
    ['/Contact%20Us/contact-us', 'Contact Us', ['name="fullName"']],
    ['/Create%20Account/create-account', 'Create Account', ['name="contactNo1"']],
  ];
  for (const [pathname, heading, facts] of pages) {
    const res = await fetch(e2e.shop.url + pathname, { headers: HTML });
    const html = await res.text();
    expect([pathname, res.status]).toEqual([pathname, 200]);
    expect([pathname, html.includes(`<h1>${heading}</h1>`)]).toEqual([pathname, true]);
    for (const fact of facts) expect([pathname, fact, html.includes(fact)]).toEqual([pathname, fact, true]);
  }
  // The account pages are kept out of search engines; the policy pages are not.
  expect(await (await fetch(e2e.shop.url + '/login', { headers: HTML })).text()).toContain('<meta name="robots" content="noindex" />');
  expect(await (await fetch(e2e.shop.url + '/Return%20&%20Refunds/return-refunds', { headers: HTML })).text()).not.toContain('noindex');
});

test('the FAQ opens an answer by mouse and by keyboard; an answer panel is at most 24rem tall', async () => {
  const { page, context, problems } = await open();
  try {
    await gotoHydrated(page, e2e.shop.url + '/Faq/faq');
    const first = page.locator('details').first();
    expect(await first.getAttribute('open')).toBeNull();
    await first.locator('summary').click();
    expect(await first.getAttribute('open')).toBe('');
    const answer = first.locator('div');
    expect(await answer.isVisible()).toBe(true);
    expect(await answer.evaluate((el, p) => (globalThis as unknown as StyleWindow).getComputedStyle(el)[p], 'maxHeight')).toBe('384px');
    const second = page.locator('details').nth(1);
    await second.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await second.getAttribute('open')).toBe('');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('Contact Us checks its fields, then sends the message with an attachment (multipart) and shows the confirmation', async () => {
  const { page, context, problems } = await open(375);
  try {
    const posts: string[] = [];
    page.on(
      'request',
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/contact' && posts.push(r.headers()['content-type'] ?? ''),
    );
    await gotoHydrated(page, e2e.shop.url + '/contact');
    await page.getByRole('button', { name: 'Send' }).click();
    for (const message of ['Full name is required', 'Email is required', 'Subject is required'])
      await page.getByText(message, { exact: true }).waitFor();
    expect(posts).toEqual([]);

    await page.getByLabel('Full name').fill('Jo Bloggs');
    await page.getByLabel('Email', { exact: true }).fill('jo@example.co.uk');
    await page.getByLabel('Subject').selectOption('support');
    await page.getByLabel(/Message/).fill('My parcel has not arrived.');
    await page.getByLabel(/Attachments/).setInputFiles([{ name: 'receipt.png', mimeType: 'image/png', buffer: PNG }]);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you for your message' }).waitFor();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^multipart\/form-data; boundary=/);
    expect(await page.getByLabel('Full name').inputValue()).toBe('');
    expect(fs.readdirSync(path.join(e2e.shop.dataDir, 'contact-attachments')).some((f) => /^receipt-[0-9a-f]{16}\.png$/.test(f))).toBe(
      true,
    );
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the cookie notice says what the shop keeps, is not in the server HTML, and once dismissed stays dismissed', async () => {
  const { page, context, problems } = await open(375, { cookieNoticeRead: false });
  try {
    expect(await (await fetch(e2e.shop.url + '/', { headers: HTML })).text()).not.toContain('Cookie notice');
    await gotoHydrated(page, e2e.shop.url + '/');
    const notice = page.getByRole('complementary', { name: 'Cookie notice' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/basket.*sign-in.*No tracking/);
    expect(await notice.evaluate((el, p) => (globalThis as unknown as StyleWindow).getComputedStyle(el)[p], 'position')).toBe('fixed');
    await notice.getByRole('button', { name: /^OK/ }).click();
    expect(await notice.count()).toBe(0);
    await reloadHydrated(page);
    await page.getByTestId('basket-count').filter({ hasText: '0' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Cookie notice' }).count()).toBe(0);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

const AXE_PAGES = [
  ['login', '/login'],
  ['register', '/register'],
  ['a policy page', '/Shipping%20&%20Delivery/shipping-delivery'],
  ['contact', '/contact'],
  ['forgetpass', '/forgetpass'],
  ['the reset page', '/reset-password#token=not-a-real-token'],
  ['the FAQ', '/Faq/faq'],
] as const;

for (const [name, pathname] of AXE_PAGES) {
  for (const width of [375, 1440]) {
    test(`${name} at ${width} px (cookie notice showing): no serious or critical axe violation, no console error`, async () => {
      const { page, context, problems } = await open(width, { cookieNoticeRead: false });
      try {
        const res = await gotoHydrated(page, e2e.shop.url + pathname);
        expect(res?.status()).toBe(200);
        await page.getByRole('complementary', { name: 'Cookie notice' }).waitFor();
        if (name === 'register') {
          // With its error messages showing too.
          await page.getByRole('button', { name: 'Register' }).click();
          await page.getByText('Name is required').waitFor();
        }
        const serious = await seriousAxeViolations(page);
        expect(serious).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}
