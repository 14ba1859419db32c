/**
 * Mutation testing (`npm run test:mutation`, docs/testing.md): Stryker changes the modules that
 * guard visitors one small edit at a time and runs the Jest tests that cover each edit; a change no
 * test notices is a test missing. It fails below 90 %. Not part of `npm test`: about 12 minutes on
 * two free cores.
 */

// jest.config.mjs and scripts/test/jestDomEnvironment.cjs read this to pick Stryker's Jest
// environments, which report each test's coverage (the workers inherit the variable).
process.env.STRYKER_MUTATION = '1';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'jest',
  jest: { configFile: 'jest.config.mjs', enableFindRelatedTests: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'lib/consent/*.ts',
    'lib/api/*.ts',
    'lib/forms/{message,phone,rules,schemas,drafts,visitorText}.ts',
    'lib/middleware/*.ts',
    'lib/config/deployment.mjs',
    'lib/config/companyFacts.mjs',
    'lib/config/envSchema.mjs',
    // The prerendered pages' script policy reads their HTML here and hashes with sha256Source.mjs.
    'lib/html/parseHtml.mjs',
    'lib/security/*.ts',
    'lib/security/sha256Source.mjs',
    'lib/security/*.mjs',
    '!**/*.test.ts',
  ],
  // The host has two cores shared with other work; STRYKER_CONCURRENCY=2 on a free machine.
  concurrency: Number(process.env.STRYKER_CONCURRENCY) || 1,
  // Only mutants whose code or tests changed since the last run are tested again.
  incremental: true,
  incrementalFile: '.stryker/incremental.json',
  tempDirName: '.stryker/tmp',
  // What the sandbox copy of the repository leaves out: builds, reports, and the e2e suite
  // (public/ stays: the copy register's tests check its assets are there).
  ignorePatterns: [
    '.next*',
    '.e2e',
    '.perf',
    '.perf-runs',
    '.stryker',
    'coverage',
    'e2e',
    'playwright-report',
    'test-results',
  ],
  // clear-text prints each file's score; the run fails below `break` (docs/testing.md).
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: '.stryker/report.html' },
  thresholds: { high: 95, low: 90, break: 90 },
  timeoutMS: 5_000,
  // Static mutants (module-level constants: the patterns and tables where the validation modules
  // keep their rules) are tested too, each with every related test re-run on fresh modules
  // (docs/testing.md).
  ignoreStatic: false,
};

export default config;
