// ESLint for the whole repository (`npm run lint`, part of `npm test`; no warnings allowed).
// Type-aware rules read the four TypeScript projects; plain JavaScript (scripts, jest and perf helpers)
// is linted without types. Formatting is Prettier's (eslint-config-prettier switches off the rules it owns).
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';

const projects = ['api/tsconfig.json', 'tests/tsconfig.json', 'web/tsconfig.json', 'web/graphiql/tsconfig.json'];

const webLayerZones = [
  { target: './web/src/features', from: './web/src/app', message: 'The shell mounts the features, never the other way.' },
  {
    target: ['./web/src/features', './web/src/components', './web/src/lib', './web/src/config'],
    from: './web/src/entry-*',
    message: 'The entries mount the shell: nothing below imports them (a test renders a whole page through testing/server-render.ts).',
  },
  {
    target: './web/src/components',
    from: ['./web/src/app', './web/src/features'],
    message: 'Shared UI knows nothing of the shell or the features.',
  },
  {
    target: './web/src/lib',
    from: ['./web/src/app', './web/src/features'],
    message: 'Shared code knows nothing of the shell or the features.',
  },
  { target: './web/src/lib', from: './web/src/components', message: 'lib holds no UI.' },
  {
    target: './web/src/config',
    from: ['./web/src/app', './web/src/features', './web/src/components', './web/src/lib'],
    message: 'Configuration is the bottom layer.',
  },
  {
    target: './web/src/features/!(dashboard)/**',
    from: './web/src/features/dashboard',
    message: 'The storefront never imports back-office code.',
  },
  {
    target: './web/src/features/dashboard',
    from: './web/src/features',
    except: ['./dashboard'],
    message: 'The back office imports shared code only (lib, components), never storefront features.',
  },
  {
    // Every file but the tests, their support files and testing/ itself.
    target: ['./web/src/!(testing)/**/!(*.test.ts|*.test.tsx|*-test-support.ts|*-test-support.tsx)', './web/src/!(*.test.ts|*.test.tsx)'],
    from: './web/src/testing',
    message: 'Test helpers never reach the shipped app.',
  },
];

/**
 * Storefront features may use one another only along these edges (a page composing another feature's part);
 * anything more widely shared belongs in components/ or lib/. Paths below web/src/features.
 */
const CROSS_FEATURE_ALLOWED = [
  ['header/header.tsx', 'account/account-slot.tsx'],
  ['header/header.tsx', 'cart/basket-link.tsx'],
  ['account/order-detail.tsx', 'reviews/write-review.tsx'],
  ['product/product-reviews-section.tsx', 'reviews/product-review-entry.tsx'],
  ['product/product-page.test.tsx', 'cart/basket-link.tsx'],
  ['product/product-page.test.tsx', 'cart/basket-drawer-host.tsx'],
  ['reviews/write-review.test.tsx', 'account/order-page.tsx'],
  ['contact/contact-page.tsx', 'content/page-body.tsx'],
  ['track-order/track-order-page.tsx', 'content/page-body.tsx'],
  ['listing/brand-collection-chunk.tsx', 'content/footer-page.tsx'],
];

/**
 * One zone per storefront feature (its files may import no other storefront feature) and one per allow-listed
 * file (it may import only its listed files of other features). Beside a glob `from` the rule takes only glob
 * exceptions, as absolute paths: `@(name)` is a glob that names one file.
 */
function crossFeatureZones() {
  const features = fs.readdirSync(path.join(import.meta.dirname, 'web/src/features')).filter((name) => name !== 'dashboard');
  const others = (feature) => `./web/src/features/!(${feature}|dashboard)/**`;
  const oneFile = (file) => path.join(import.meta.dirname, 'web/src/features', path.dirname(file), `@(${path.basename(file)})`);
  const message =
    'A storefront feature imports another only along the allow-list in eslint.config.mjs; share it through components/ or lib/.';
  const listed = (feature) => [...new Set(CROSS_FEATURE_ALLOWED.map(([from]) => from).filter((from) => from.startsWith(`${feature}/`)))];
  return features.flatMap((feature) => [
    {
      target: listed(feature).length
        ? `./web/src/features/${feature}/**/!(${listed(feature)
            .map((file) => path.basename(file))
            .join('|')})`
        : `./web/src/features/${feature}/**`,
      from: others(feature),
      message,
    },
    ...listed(feature).map((file) => ({
      target: `./web/src/features/${file}`,
      from: others(feature),
      except: CROSS_FEATURE_ALLOWED.filter(([from]) => from === file).map(([, to]) => oneFile(to)),
      message,
    })),
  ]);
}

export default defineConfig(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**', 'web/src/generated/**', 'tests/generated/**', 'api/src/db/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { project: projects, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: projects, noWarnOnMultipleProjects: true })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      // type-graphql and TypeORM take classes as `Function` (resolver lists, entity targets).
      '@typescript-eslint/no-unsafe-function-type': 'off',
      // Runtime cycles only: an `import type` is erased and cannot form one.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['web/src/**/*.tsx', 'web/graphiql/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['web/src/**/*.tsx', 'web/graphiql/**/*.tsx'],
    rules: {
      // A table wider than a phone sits in a focusable region or group, so a keyboard can scroll it (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region', 'group'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // The React Compiler's rules for the shop's own code, all as errors (lint allows no warnings): refs are read
  // and written in effects and handlers, never during render; state derives during render rather than being
  // copied in an effect. Fixed, not silenced: web/src has no disable comment for them.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: Object.fromEntries(Object.keys(reactHooks.configs['recommended-latest'].rules).map((rule) => [rule, 'error'])),
  },
  // Generic code over every data set's descriptor, and API tests that read untyped GraphQL answers (until
  // they use typed documents): `any` is the honest type there.
  {
    files: [
      'api/src/common/crud/**',
      'api/src/legacy-rest/**',
      'api/src/modules/attributes/registry.ts',
      'api/src/modules/crud-registry.ts',
      'tests/**',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // The API's layers: each message says what the rule keeps apart.
  {
    files: ['api/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './api/src/common',
              from: './api/src/modules',
              message: 'The generic layer never imports a module: roles and access checks live in common.',
            },
            {
              target: './api/src/common',
              from: ['./api/src/http', './api/src/legacy-rest'],
              message:
                'The generic layer knows nothing of the doors in front of it (HTTP, legacy REST): the logger and the request id live in common.',
            },
            {
              target: './api/src/config.ts',
              from: './api/src/modules',
              message: 'Configuration is the bottom layer: it reads and checks settings, and the modules take them from it.',
            },
            {
              target: './api/src/modules',
              from: ['./api/src/http', './api/src/legacy-rest'],
              message: 'A module knows nothing of the doors in front of it (HTTP, legacy REST): what both need lives in common.',
            },
            // Type-only imports count too: the REST layer is typed by common's shapes (CrudDescriptor, ProductLink).
            {
              target: './api/src/legacy-rest',
              from: './api/src/modules',
              message:
                'The legacy REST layer answers through GraphQL and imports no module: the composition root hands it authenticate and the registries (api/src/legacy-sets.ts).',
            },
            // Domains point one way: orders build on the catalogue (a review's eligibility reads the orders' rows);
            // content (pages, settings) needs no account or order code.
            {
              target: './api/src/modules/catalog',
              from: './api/src/modules/orders',
              except: ['./order/order.entity.ts'],
              message: 'Orders build on the catalogue, not the other way: keep the constant with its owner.',
            },
            {
              target: './api/src/modules/content',
              from: ['./api/src/modules/account', './api/src/modules/orders'],
              message: 'Content needs no account or order code: shared rules live in common.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/config.ts', 'api/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Settings are read in api/src/config.ts only.' },
      ],
    },
  },
  {
    files: ['api/src/**/*.resolver.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'typeorm', message: 'A resolver calls a service; the service talks to the database.' }] },
      ],
    },
  },
  {
    files: ['api/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['express', 'graphql'].map((name) => ({
            name,
            message: 'A service knows nothing of HTTP or GraphQL: it takes the caller and plain values.',
          })),
        },
      ],
    },
  },
  {
    files: ['api/src/legacy-rest/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/*.service'], message: 'The legacy REST surface answers through GraphQL, never a service.' }] },
      ],
    },
  },
  // The web app's layers.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.server.{ts,tsx}', 'web/src/**/*.test.{ts,tsx}', 'web/src/entry-server.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.server'],
              message: 'Only the server entry and other server files import *.server modules: they must never reach the browser.',
            },
          ],
        },
      ],
    },
  },
  // The web app's layers point one way: app (the shell) → features → components → lib → config; the
  // storefront and the back office stay apart; test helpers never reach the shipped app. Type-only
  // imports count: they tie the layers together just the same.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...webLayerZones, ...crossFeatureZones()] }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // `const crypto = require('node:crypto')` names the module as Node's global does.
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
