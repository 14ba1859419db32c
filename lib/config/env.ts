/**
 * The site's configuration (README), read in one place.
 * NEXT_PUBLIC_* values are inlined at build time, so each is read with a literal
 * `process.env.NAME` expression (a dynamic lookup would not be inlined).
 * The deployment (environment and origins, docs/deploying.md) is decided once by
 * lib/config/deployment.mjs in next.config.mjs and inlined as SITE_DEPLOYMENT_*; outside a Next build
 * (Jest) it is resolved from the variables directly.
 * Every value set was checked when the site was built (lib/config/envSchema.mjs), so what is read
 * here is well formed or unset.
 */
import {
  clean,
  DEFAULT_AWS_REGION,
  resolveDeployment,
  type SiteEnvironment,
} from './deployment.mjs';

const resolved = () => resolveDeployment(process.env);
const siteEnv =
  (process.env.SITE_DEPLOYMENT_ENV as SiteEnvironment | undefined) ?? resolved().environment;

export const env = {
  /** production, preview or development (docs/deploying.md). */
  siteEnv,
  /** Not production: noindex everywhere, robots.txt Disallow: /, delivered TEXT marked as a test. */
  isProduction: siteEnv === 'production',
  /** Canonical origin: canonical links, hreflang, sitemap and JSON-LD in every environment. */
  siteUrl: process.env.SITE_DEPLOYMENT_CANONICAL_ORIGIN ?? resolved().canonicalOrigin,
  /** This deployment's own origin (a preview's branch URL): Open Graph and Twitter images. */
  deploymentUrl: process.env.SITE_DEPLOYMENT_ORIGIN ?? resolved().deploymentOrigin,
  /** Backend host of the agreement calls (its trailing slash is lib/api/client.ts's concern). */
  apiBaseUrl: clean(process.env.NEXT_PUBLIC_API_BASE_URL),
  awsRegion: clean(process.env.NEXT_PUBLIC_AWS_REGION) ?? DEFAULT_AWS_REGION,
  cognitoIdentityPoolId: clean(process.env.NEXT_PUBLIC_COGNITO_IDENTITY_POOL_ID),
  /** When set, both the Cognito Identity and the Lambda client use this endpoint. */
  awsEndpoint: clean(process.env.NEXT_PUBLIC_AWS_ENDPOINT),
  /** Overrides the admin site URL of lib/content/companyFacts.json (lib/content/company.ts). */
  adminSiteUrl: clean(process.env.NEXT_PUBLIC_ADMIN_SITE_URL),
  /** Search-console ownership tokens; no meta tag is emitted while unset. */
  googleSiteVerification: clean(process.env.NEXT_PUBLIC_GOOGLE_SITE_VERIFICATION),
  naverSiteVerification: clean(process.env.NEXT_PUBLIC_NAVER_SITE_VERIFICATION),
} as const;
