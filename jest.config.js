/**
 * Four projects: unit (pure logic, components), integration (supertest on createApp), e2e (Chromium),
 * contract (the site against a real Directus, tests/contract).
 */
const os = require('node:os');

const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const common = {
  transform,
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/tests/support/fail-on-console.ts'],
};

module.exports = {
  // Two files at a time even on two cores (Jest's default, one less than the cores, would be one):
  // a browser test spends much of its time waiting on its site and Chromium, so the second worker
  // uses what the first leaves idle (docs/decisions/0116). More cores, one less than their number.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // One temporary folder for the whole run (TMPDIR points into it), removed at the end.
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  reporters: ['default', '<rootDir>/tests/support/summary-reporter.js'],
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts?(x)'],
      // The server as it runs: React's production build (no debug text in the HTML).
      setupFiles: ['<rootDir>/tests/support/production-react.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
    },
    {
      // The content sources against a real Directus 11, which the global setup installs (once per
      // machine, cached in cms/node_modules), starts on loopback and fills with the demo label.
      ...common,
      displayName: 'contract',
      testMatch: ['<rootDir>/tests/contract/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/contract/global-setup.ts',
      globalTeardown: '<rootDir>/tests/contract/global-teardown.ts',
    },
  ],
};
