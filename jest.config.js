/**
 * One jest run, two projects: `node` (API unit tests beside the code, tests/ for api, rest, contract,
 * e2e, and the web's server-render tests named *.ssr.test.tsx) and `web` (component tests in jsdom with
 * Testing Library, web/src/**\/*.test.tsx).
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const shared = {
  // Web code imports its styles; under jest a CSS Module gives each class its own name. The lazy routes'
  // import.meta.glob (Vite's) becomes plain requires.
  moduleNameMapper: { '\\.css$': '<rootDir>/tests/helpers/css-stub.js', '(^|/)page-modules$': '<rootDir>/tests/helpers/page-modules.js' },
  transform: { '^.+\\.tsx?$': swc },
};
module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/tests/helpers/fast-hashing.ts'],
      roots: ['<rootDir>/api/src', '<rootDir>/web/src', '<rootDir>/tests'],
      testMatch: ['<rootDir>/api/src/**/*.test.ts', '<rootDir>/tests/**/*.test.ts', '<rootDir>/web/src/**/*.ssr.test.tsx'],
      // otplib's base32 and HMAC plugins (@scure/base, @noble/hashes) ship only ES modules; Node requires
      // them natively, jest's module runtime does not.
      transform: { ...shared.transform, '/node_modules/@(scure|noble)/.+\\.js$': swc },
      transformIgnorePatterns: ['/node_modules/(?!@(scure|noble)/)(?!.*/node_modules/@(scure|noble)/)'],
    },
    {
      ...shared,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/web/src'],
      testMatch: ['<rootDir>/web/src/**/*.test.tsx'],
      testPathIgnorePatterns: ['\\.ssr\\.test\\.tsx$'],
      setupFilesAfterEnv: ['<rootDir>/tests/helpers/web-setup.ts', '<rootDir>/web/src/testing/wait-limits.ts'],
      // swiper ships only ES modules, and its stylesheet's specifier does not end in .css.
      transform: { '^.+\\.(tsx?|mjs)$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7)/)'],
      moduleNameMapper: { ...shared.moduleNameMapper, '^swiper/css(/.*)?$': '<rootDir>/tests/helpers/css-stub.js' },
    },
  ],
  testTimeout: 120000,
  maxWorkers: 2,
  // A worker that has run many suites holds a large heap, and on a busy 2-core machine the process
  // takes longer than jest's default 500 ms to be gone after it has finished (its exit handlers ran at
  // once: measured). A handle left open would keep it alive for ever and is still reported.
  workerGracefulExitTimeout: 3000,
  globalSetup: '<rootDir>/tests/helpers/global-setup.js',
  testSequencer: '<rootDir>/tests/helpers/sequencer.js',
  globalTeardown: '<rootDir>/tests/helpers/global-teardown.js',
  reporters: ['default', '<rootDir>/tests/helpers/summary-reporter.js'],
};
