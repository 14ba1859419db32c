/**
 * The DOM (jsdom) environment of the unit tests whose docblock names this file. Under Stryker
 * (`npm run test:mutation`; docs/testing.md) it is Stryker's own jsdom
 * environment, which reports which test covers which mutant; a plain `@jest-environment jsdom`
 * docblock would override the environment Stryker sets and hide that coverage.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- Jest loads a test environment as CommonJS */
module.exports =
  process.env.STRYKER_MUTATION === '1'
    ? require('@stryker-mutator/jest-runner/jest-env/jsdom')
    : require('jest-environment-jsdom').TestEnvironment;
