/**
 * The site's configuration (CONTRACT.md section 2), read in one place.
 * NEXT_PUBLIC_* values are inlined at build time, so each is read with a literal
 * `process.env.NAME` expression (a dynamic lookup would not be inlined).
 */

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export const DEFAULT_SITE_URL = 'http://localhost:3000';
export const DEFAULT_AWS_REGION = 'ap-northeast-2';
export const DEFAULT_ADMIN_SITE_URL = 'https://admin.chaedle.com';

const apiBaseUrl = clean(process.env.NEXT_PUBLIC_API_BASE_URL);

export const env = {
  /** Public origin for canonical links, hreflang, sitemap and Open Graph. */
  siteUrl: withoutTrailingSlash(clean(process.env.NEXT_PUBLIC_SITE_URL) ?? DEFAULT_SITE_URL),
  /** Backend host of the agreement calls, trailing slash removed; undefined when not configured. */
  apiBaseUrl: apiBaseUrl ? withoutTrailingSlash(apiBaseUrl) : undefined,
  awsRegion: clean(process.env.NEXT_PUBLIC_AWS_REGION) ?? DEFAULT_AWS_REGION,
  cognitoIdentityPoolId: clean(process.env.NEXT_PUBLIC_COGNITO_IDENTITY_POOL_ID),
  /** When set, both the Cognito Identity and the Lambda client use this endpoint. */
  awsEndpoint: clean(process.env.NEXT_PUBLIC_AWS_ENDPOINT),
  adminSiteUrl: clean(process.env.NEXT_PUBLIC_ADMIN_SITE_URL) ?? DEFAULT_ADMIN_SITE_URL,
} as const;
