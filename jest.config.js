/** One jest run for every suite: API unit tests beside the code, and tests/ (api, rest, contract, e2e). */
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
  roots: ['<rootDir>/api/src', '<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  testTimeout: 120000,
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/tests/helpers/summary-reporter.js'],
};
