import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Under Stryker (stryker.config.mjs) the tests run in Stryker's Jest environments, which record
// which test covers which mutant; DOM tests name scripts/test/jestDomEnvironment.cjs, which does the same.
const underStryker = process.env.STRYKER_MUTATION === '1';

const config = await createJestConfig({
  testEnvironment: underStryker ? '@stryker-mutator/jest-runner/jest-env/node' : 'node',
  // Stryker's sandbox copies of the repository (.stryker/tmp) are not this project's modules.
  modulePathIgnorePatterns: ['<rootDir>/.stryker/'],
  // Stryker mutates lib/ only; the repository's own scripts (their tests read git) are not run.
  testMatch: [
    `<rootDir>/{lib,components,i18n,messages${underStryker ? '' : ',scripts'}}/**/*.test.{ts,tsx,mjs}`,
  ],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
})();

// next-intl, use-intl and next-intl's locale matcher (@formatjs) ship ESM only: let next/jest's
// SWC transform them too.
config.transformIgnorePatterns = ['/node_modules/(?!(next-intl|use-intl|@formatjs)/)'];

export default config;
