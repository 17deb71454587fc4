import { seriousAxeViolations } from '../helpers/axe';
import { registerInput } from '../helpers/accounts';
import { backOfficeInChromium } from '../helpers/backoffice-e2e';
import { reloadHydrated } from '../helpers/browser';

/**
 * The Audit Log in Chromium against the built demo shop: a super-admin renames a colour through the API,
 * finds the change in /dashboard/audit-log by data set and record (filters in the URL), opens it by
 * keyboard to read the name before → after, and the screen passes axe at 1440, 768 and 375 px with no
 * console error or CSP violation. The sidebar offers the screen to super-admins only.
 */
const e2e = backOfficeInChromium();
const { open, logIn, shoot, gql } = e2e;

async function tokenOf(email: string, password: string): Promise<string> {
  const { login } = await gql<{ login: { token: string } }>(
    'mutation ($n: String!, $p: String!) { login(name: $n, password: $p) { token } }',
    { n: email, p: password },
  );
  return login.token;
}

let putBack = async (): Promise<unknown> => undefined;
afterAll(() => putBack());

test('a super-admin finds a change by data set and record, opens it by keyboard and reads before → after', async () => {
  const token = await tokenOf(e2e.admin.email, e2e.admin.password);
  const { colors } = await gql<{ colors: { items: { id: number; name: string }[] } }>(
    '{ colors(options: { take: 1 }) { items { id name } } }',
    {},
    token,
  );
  const color = colors.items[0];
  await gql(`mutation { updateColor(id: ${color.id}, input: { name: "Audit Mulberry" }) { id } }`, {}, token);
  // Its name goes back after the test: the other suites on this shared shop read the seeded colours.
  putBack = () =>
    gql('mutation ($id: Int!, $n: String!) { updateColor(id: $id, input: { name: $n }) { id } }', { id: color.id, n: color.name }, token);

  const { page, context, problems } = await open();
  try {
    await logIn(page, '/dashboard/audit-log');
    await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
    expect(
      await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit Log' }).getAttribute('aria-current'),
    ).toBe('page');

    await page.getByLabel('Data set').selectOption('colors');
    await page.getByLabel('Record id').fill(String(color.id));
    await page.getByLabel('Record id').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('set') === 'colors' && url.searchParams.get('record') === String(color.id));
    const entries = page.getByRole('list', { name: 'Audit entries, newest first' });
    const entry = entries.getByRole('listitem').first();
    await entry.getByText('updateColor').waitFor();
    expect(await entries.getByRole('listitem').count()).toBe(1);
    expect(await entry.textContent()).toContain(e2e.admin.email);

    const toggle = entry.getByRole('button', { name: /(Show|Hide) changes/ });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const row = entry.getByRole('row', { name: /name/ });
    expect(await row.textContent()).toContain(color.name);
    expect(await row.textContent()).toContain('Audit Mulberry');

    const sidebarAt = { 1440: 'open', 768: 'collapsed', 375: 'hidden' } as const;
    for (const width of [1440, 768, 375] as const) {
      await page.setViewportSize({ width, height: 900 });
      // The sidebar folds with a transition once the page has seen the new width (a media query's change event):
      // axe reads colours only after that state is in place and its transition has ended, not in between.
      await page.locator(`[data-sidebar="${sidebarAt[width]}"]`).waitFor();
      await page.evaluate('Promise.all(document.getAnimations().map((a) => a.finished))');
      expect([width, await seriousAxeViolations(page)]).toEqual([width, []]);
      const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      expect([width, overflow]).toEqual([width, 0]);
    }
    await shoot(page, 'audit-log');

    await reloadHydrated(page);
    expect(await page.getByLabel('Data set').inputValue()).toBe('colors');
    expect(await page.getByLabel('Record id').inputValue()).toBe(String(color.id));
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('an admin (not a super-admin) has no Audit Log in the sidebar, and the screen says it is for super-admins', async () => {
  const superToken = await tokenOf(e2e.admin.email, e2e.admin.password);
  const admin = { email: 'audit-staff@example.co.uk', password: 'Audit-staff-123' };
  const { register } = await gql<{ register: { user: { id: number } } }>(
    'mutation ($i: RegisterInput!) { register(input: $i) { user { id } } }',
    { i: await registerInput({ name: 'Audit Staff', email: admin.email, password: admin.password, confirmPassword: admin.password }) },
  );
  await gql(`mutation { updateUserRole(id: ${register.user.id}, role: ADMIN) { id } }`, {}, superToken);
  const { page, context } = await open(1440);
  try {
    await logIn(page, '/dashboard/audit-log', admin);
    await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit Log' }).count()).toBe(0);
    expect(await page.getByRole('alert').textContent()).toContain('Only a super-admin');
  } finally {
    await context.close();
  }
});
