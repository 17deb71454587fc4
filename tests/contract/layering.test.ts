import fs from 'node:fs';
import path from 'node:path';

// The API's layers (common never imports modules, only server files import *.server, process.env only in
// config.ts, …) are lint rules: eslint.config.mjs. What lint cannot say as simply stays here.

const web = path.resolve(__dirname, '..', '..', 'web', 'src');

const webFiles = (dir = web): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? webFiles(full) : /\.tsx?$/.test(e.name) ? [full] : [];
  });

/**
 * The web app's layers point one way: app (the shell: entries' route table, layout) → features → components
 * → lib → config and generated; test helpers live in testing/. Each rule forbids imports from the files
 * matching `from` (relative to web/src, less those matching `unlessFrom`) to the files matching `to` (less
 * `unlessTo`). Type-only imports count: they tie the layers together just the same.
 */
interface WebRule {
  from: string;
  to: string;
  unlessFrom?: string;
  unlessTo?: string;
  why: string;
}

const WEB_RULES: WebRule[] = [
  { from: 'features/**', to: 'app/**', why: 'the shell mounts the features, never the other way' },
  { from: 'components/**', to: 'app/**', why: 'shared UI knows nothing of the shell' },
  { from: 'components/**', to: 'features/**', why: 'shared UI knows nothing of the features' },
  { from: 'lib/**', to: 'app/**', why: 'shared code knows nothing of the shell' },
  { from: 'lib/**', to: 'features/**', why: 'shared code knows nothing of the features' },
  { from: 'lib/**', to: 'components/**', why: 'lib holds no UI' },
  { from: 'config/**', to: '{app,features,components,lib}/**', why: 'configuration is the bottom layer' },
  {
    from: 'features/**',
    unlessFrom: 'features/dashboard/**',
    to: 'features/dashboard/**',
    why: 'the storefront never imports back-office code',
  },
  {
    from: 'features/dashboard/**',
    to: 'features/**',
    unlessTo: 'features/dashboard/**',
    why: 'the back office imports shared code only, never storefront features',
  },
  {
    from: '**',
    unlessFrom: '{testing/**,**/*.test.ts,**/*.test.tsx,**/*-test-support.ts}',
    to: 'testing/**',
    why: 'test helpers never reach the shipped app',
  },
];

/**
 * Storefront features may use one another only along these edges (a page composing another feature's part);
 * anything more widely shared belongs in components/ or lib/.
 */
const CROSS_FEATURE_ALLOWED: [from: string, to: string][] = [
  ['features/header/header.tsx', 'features/account/account-slot.tsx'],
  ['features/header/header.tsx', 'features/cart/basket-link.tsx'],
  ['features/account/order-detail.tsx', 'features/reviews/write-review.tsx'],
  ['features/product/product-page.tsx', 'features/reviews/product-review-entry.tsx'],
  ['features/product/product-page.test.tsx', 'features/cart/basket-link.tsx'],
  ['features/reviews/write-review.test.tsx', 'features/account/order-page.tsx'],
  ['features/contact/contact-page.tsx', 'features/content/page-body.tsx'],
  ['features/track-order/track-order-page.tsx', 'features/content/page-body.tsx'],
  ['features/listing/listing-chunk.tsx', 'features/content/footer-page.tsx'],
];

/** A glob as a regular expression: `**` any folders, `*` within one name, `{a,b}` either. */
function globRegExp(glob: string): RegExp {
  const body = glob
    .replace(/[.+^$()|[\]\\]/g, '\\$&')
    .replace(/\{([^}]*)\}/g, (_, alternatives: string) => `(${alternatives.split(',').join('|')})`)
    .replace(/\*\*\//g, '«any-dirs»')
    .replace(/\*\*/g, '«any»')
    .replace(/\*/g, '[^/]*')
    .replace(/«any-dirs»/g, '(.*/)?')
    .replace(/«any»/g, '.*');
  return new RegExp(`^${body}$`);
}
const matches = (glob: string | undefined, file: string) => glob !== undefined && globRegExp(glob).test(file);

/** Every relative import of each web source file (static, dynamic and jest.mock), as paths relative to web/src. */
function webImports(): { file: string; target: string }[] {
  const resolve = (base: string) =>
    ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ??
    base;
  return webFiles().flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*|jest\.mock\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g)].map((m) => ({
      file: path.relative(web, file),
      target: path.relative(web, resolve(path.resolve(path.dirname(file), m[1]))),
    })),
  );
}

const feature = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1];

test('web: imports point one way (shell → features → components → lib → config), and the storefront and back office stay apart', () => {
  const imports = webImports();
  expect(imports.length).toBeGreaterThan(500);
  const broken = WEB_RULES.flatMap((rule) =>
    imports
      .filter(
        ({ file, target }) =>
          matches(rule.from, file) && !matches(rule.unlessFrom, file) && matches(rule.to, target) && !matches(rule.unlessTo, target),
      )
      .map(({ file, target }) => `${file} → ${target} (${rule.why})`),
  );
  expect(broken).toEqual([]);
});

test('web: a storefront feature imports another only along the short allow-list', () => {
  const crossing = webImports()
    .filter(({ file, target }) => feature(file) && feature(target) && feature(file) !== feature(target))
    .filter(({ file, target }) => !CROSS_FEATURE_ALLOWED.some(([from, to]) => from === file && to === target))
    .map(({ file, target }) => `${file} → ${target}`);
  expect(crossing).toEqual([]);
});

test('web: the layer rules catch what they are meant to catch', () => {
  const forbidden = (file: string, target: string) =>
    WEB_RULES.some(
      (rule) => matches(rule.from, file) && !matches(rule.unlessFrom, file) && matches(rule.to, target) && !matches(rule.unlessTo, target),
    );
  expect(forbidden('features/account/order-words.ts', 'features/dashboard/orders/order-words.ts')).toBe(true);
  expect(forbidden('features/account/login-page.tsx', 'app/notify.ts')).toBe(true);
  expect(forbidden('features/dashboard/guard.tsx', 'features/account/session.ts')).toBe(true);
  expect(forbidden('features/checkout/checkout-page.tsx', 'testing/test-support.tsx')).toBe(true);
  expect(forbidden('features/checkout/checkout-page.test.tsx', 'testing/test-support.tsx')).toBe(false);
  expect(forbidden('features/dashboard/guard.tsx', 'lib/session.ts')).toBe(false);
  expect(forbidden('features/dashboard/orders/orders-page.tsx', 'features/dashboard/format.ts')).toBe(false);
});
