/** One jest run for every suite: API and web unit tests beside the code, and tests/ (api, rest, contract, e2e). */
const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
}];
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/api/src', '<rootDir>/web/src', '<rootDir>/tests'],
  // Web code imports its styles; under jest a CSS Module gives each class its own name.
  moduleNameMapper: { '\\.css$': '<rootDir>/tests/helpers/css-stub.js' },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  testTimeout: 120000,
  maxWorkers: 2,
  // A worker that has run many suites holds a large heap, and on a busy 2-core machine the process
  // takes longer than jest's default 500 ms to be gone after it has finished (its exit handlers ran at
  // once: measured). A handle left open would keep it alive for ever and is still reported.
  workerGracefulExitTimeout: 3000,
  globalSetup: '<rootDir>/tests/helpers/global-setup.js',
  reporters: ['default', '<rootDir>/tests/helpers/summary-reporter.js'],
};
