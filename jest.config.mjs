import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Under Stryker (stryker.config.mjs) the tests run in Stryker's Jest environments, which record
// which test covers which mutant; DOM tests name scripts/test/jestDomEnvironment.cjs, which does the same.
const underStryker = process.env.STRYKER_MUTATION === '1';

/** One project's config through next/jest (SWC transform, `@/` paths). */
async function project(displayName, testMatch, testPathIgnorePatterns = []) {
  const config = await createJestConfig({
    displayName,
    testEnvironment: underStryker ? '@stryker-mutator/jest-runner/jest-env/node' : 'node',
    // Stryker's sandbox copies of the repository (.stryker/tmp) are not this project's modules.
    modulePathIgnorePatterns: ['<rootDir>/.stryker/'],
    testMatch,
    testPathIgnorePatterns: ['/node_modules/', ...testPathIgnorePatterns],
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  })();
  // next-intl, use-intl and next-intl's locale matcher (@formatjs) ship ESM only: let next/jest's
  // SWC transform them too.
  config.transformIgnorePatterns = [
    '/node_modules/(?!(next-intl|use-intl|@formatjs|intl-messageformat)/)',
  ];
  return config;
}

const everywhere = `<rootDir>/{lib,components,i18n,messages${underStryker ? '' : ',scripts'}}/**/`;

/**
 * Two projects (docs/testing.md): `unit` is what `npm run check` runs, in
 * one process with no child process, build, port or network; `integration` (`*.integration.test.*`)
 * loads next.config.mjs as a build does, talks HTTP on loopback and starts the stand-ins.
 * `npm test` runs both.
 */
const config = {
  projects: [
    await project('unit', [`${everywhere}*.test.{ts,tsx,mjs}`], ['\\.integration\\.test\\.']),
    // Under Stryker, next.config.mjs loaded in a child process is the unmutated module: only time.
    await project(
      'integration',
      [`${everywhere}*.integration.test.{ts,tsx,mjs}`],
      underStryker ? ['nextConfig\\.integration'] : [],
    ),
  ],
};

export default config;
