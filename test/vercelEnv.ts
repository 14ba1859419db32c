/**
 * What Vercel sets on a production and on a preview build of this project (docs/deploying.md),
 * shared by the tests of the build's gates. Like all of test/, for tests alone (eslint.config.mjs
 * refuses an import of it from the site's code).
 */
export const vercelProduction = {
  VERCEL_ENV: 'production',
  VERCEL_URL: 'chaedle-website-abc123-chaedle.vercel.app',
  VERCEL_PROJECT_PRODUCTION_URL: 'www.chaedle.com',
};

export const vercelPreview = {
  VERCEL_ENV: 'preview',
  VERCEL_URL: 'chaedle-website-k2j4h6d8s-chaedle.vercel.app',
  VERCEL_BRANCH_URL: 'chaedle-website-git-feature-chaedle.vercel.app',
  VERCEL_PROJECT_PRODUCTION_URL: 'www.chaedle.com',
};
