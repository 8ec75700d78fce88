/** Three projects: unit (pure logic, components), integration (supertest on createApp), e2e (Chromium). */
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
  ],
};
