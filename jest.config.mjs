import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config = await createJestConfig({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,components,i18n,messages,scripts}/**/*.test.{ts,tsx,mjs}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
})();

// next-intl and use-intl ship ESM only: let next/jest's SWC transform them too.
config.transformIgnorePatterns = ['/node_modules/(?!(next-intl|use-intl)/)'];

export default config;
