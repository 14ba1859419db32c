import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config = await createJestConfig({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,components,i18n,messages,scripts}/**/*.test.{ts,tsx,mjs}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
})();

// next-intl, use-intl and next-intl's locale matcher (@formatjs) ship ESM only: let next/jest's
// SWC transform them too.
config.transformIgnorePatterns = ['/node_modules/(?!(next-intl|use-intl|@formatjs)/)'];

export default config;
