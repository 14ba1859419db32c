// @ts-check
/**
 * Which deployment a build is, and the origins it writes into absolute URLs (docs/deploying.md).
 * Plain JS so next.config.mjs can import it: the config resolves it once at build time and inlines the
 * result (SITE_DEPLOYMENT_*), which lib/config/env.ts reads on the server and in the browser alike.
 *
 * Vercel's system variables are read as Vercel documents them: VERCEL_ENV is production | preview |
 * development; VERCEL_URL, VERCEL_BRANCH_URL and VERCEL_PROJECT_PRODUCTION_URL are host names
 * without a scheme (VERCEL_BRANCH_URL only exists for deployments of a Git branch).
 */

export const ENVIRONMENTS = /** @type {const} */ (['production', 'preview', 'development']);
export const DEFAULT_CANONICAL_ORIGIN = 'http://localhost:3000';
/** Cognito's and Lambda's region while NEXT_PUBLIC_AWS_REGION is unset (README). */
export const DEFAULT_AWS_REGION = 'ap-northeast-2';

/**
 * A configured value, trimmed; undefined when unset or blank (lib/config/env.ts reads every variable so).
 * @param {string | undefined} value
 */
export function clean(value) {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** @param {string} value */
const known = (value) => /** @type {readonly string[]} */ (ENVIRONMENTS).includes(value);

/**
 * An origin from a configured URL or a bare host name (https assumed): no path, no trailing slash.
 * @param {string | undefined} value
 */
export function originFrom(value) {
  const text = clean(value);
  if (!text) return undefined;
  try {
    const { origin } = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    // An unknown scheme (htps://) has no origin: "null".
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * @typedef {Record<string, string | undefined>} Vars
 * @typedef {'production' | 'preview' | 'development'} SiteEnvironment
 * @typedef {{
 *   environment: SiteEnvironment,
 *   canonicalOrigin: string,
 *   deploymentOrigin: string,
 *   declaredProduction: boolean,
 *   canonicalOriginConfigured: boolean,
 *   commit: string,
 * }} Deployment
 */

/**
 * @param {Vars} vars the environment variables (process.env)
 * @param {{ dev?: boolean }} [options] dev: this is `next dev` (else a build or `next start`)
 * @returns {Deployment}
 */
export function resolveDeployment(vars, { dev = false } = {}) {
  const declared = clean(vars.SITE_ENV) ?? clean(vars.VERCEL_ENV);
  const environment = /** @type {SiteEnvironment} */ (
    declared && /** @type {readonly string[]} */ (ENVIRONMENTS).includes(declared)
      ? declared
      : dev
        ? 'development'
        : 'production'
  );
  const configuredCanonical =
    originFrom(vars.NEXT_PUBLIC_SITE_URL) ?? originFrom(vars.VERCEL_PROJECT_PRODUCTION_URL);
  const canonicalOrigin = configuredCanonical ?? DEFAULT_CANONICAL_ORIGIN;
  const deploymentOrigin =
    (environment === 'preview'
      ? (originFrom(vars.VERCEL_BRANCH_URL) ?? originFrom(vars.VERCEL_URL))
      : undefined) ?? canonicalOrigin;
  return {
    environment,
    canonicalOrigin,
    deploymentOrigin,
    declaredProduction: declared === 'production',
    canonicalOriginConfigured: Boolean(configuredCanonical),
    commit: clean(vars.VERCEL_GIT_COMMIT_SHA)?.slice(0, 12) ?? '',
  };
}

/**
 * What stops a build besides a malformed value (envSchema.mjs, which also names an unknown SITE_ENV
 * or VERCEL_ENV): a SITE_ENV that contradicts VERCEL_ENV about production (SITE_ENV=production
 * given to every Vercel environment would make previews indexable), test routes (E2E_TEST_HOOKS) in any production build, and a declared production build
 * whose canonical origin is missing, not https, or a loopback, private or localhost host. An
 * undeclared build (a developer's `npm run build`, the e2e build) needs no canonical origin.
 * @param {Vars} vars
 * @returns {string[]} one sentence per problem; empty = the build may go on
 */
export function deploymentProblems(vars) {
  const problems = [];
  const deployment = resolveDeployment(vars);
  if (clean(vars.E2E_TEST_HOOKS) && deployment.environment === 'production') {
    problems.push(
      'E2E_TEST_HOOKS compiles the end-to-end test routes (app/api/e2e/); a production build refuses it: unset E2E_TEST_HOOKS.',
    );
  }
  const siteEnv = clean(vars.SITE_ENV);
  const vercelEnv = clean(vars.VERCEL_ENV);
  // Only production matters here: a preview called development (or the reverse) is noindex either way.
  if (
    siteEnv &&
    vercelEnv &&
    known(siteEnv) &&
    known(vercelEnv) &&
    (siteEnv === 'production') !== (vercelEnv === 'production')
  ) {
    problems.push(
      `SITE_ENV is "${siteEnv}" but Vercel says VERCEL_ENV is "${vercelEnv}": unset SITE_ENV on Vercel ` +
        '(VERCEL_ENV already names the deployment), or give it only to the environment it describes.',
    );
  }
  if (!deployment.declaredProduction) return problems;
  if (!deployment.canonicalOriginConfigured) {
    problems.push(
      'This is a production build (SITE_ENV or VERCEL_ENV is "production") but no canonical origin is configured: ' +
        'set NEXT_PUBLIC_SITE_URL to the public origin, e.g. https://www.chaedle.com ' +
        '(on Vercel, VERCEL_PROJECT_PRODUCTION_URL also counts).',
    );
    return problems;
  }
  const source = originFrom(vars.NEXT_PUBLIC_SITE_URL)
    ? 'NEXT_PUBLIC_SITE_URL'
    : 'VERCEL_PROJECT_PRODUCTION_URL';
  const url = new URL(deployment.canonicalOrigin);
  const fix = 'set NEXT_PUBLIC_SITE_URL to the public origin, e.g. https://www.chaedle.com.';
  if (url.protocol !== 'https:') {
    problems.push(
      `This is a production build but its canonical origin (${source}) is ${deployment.canonicalOrigin}, not https: ${fix}`,
    );
  }
  if (isLocalHost(url.hostname)) {
    problems.push(
      `This is a production build but its canonical origin (${source}) is ${deployment.canonicalOrigin}, ` +
        `a loopback, private or localhost address no visitor or search engine can reach: ${fix}`,
    );
  }
  return problems;
}

/**
 * Whether a URL's host name (as the URL parser gives it: lower case, IPv4 normalised, IPv6 in
 * brackets) is a loopback, private, link-local or localhost name: 0.0.0.0/8, 127.0.0.0/8, 10/8,
 * 172.16/12, 192.168/16, 169.254/16, ::, ::1, fc00::/7, fe80::/10, an IPv4-mapped IPv6 address of
 * those, `localhost` and `*.localhost`.
 * @param {string} hostname
 */
export function isLocalHost(hostname) {
  const name = hostname.replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name.startsWith('[')) return isLocalIpv6(name.slice(1, -1));
  const ipv4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(name);
  return ipv4 ? isLocalIpv4([Number(ipv4[1]), Number(ipv4[2])]) : false;
}

/** @param {[number, number]} octets the address's first two octets */
function isLocalIpv4([a, b]) {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}

/**
 * @param {string} address an IPv6 address as the URL parser serialises it (compressed, lower case,
 * no embedded dotted IPv4)
 */
function isLocalIpv6(address) {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right].map(
    (group) => parseInt(group, 16),
  );
  // Always eight groups; the defaults only tell the type checker so.
  const [first = 0, , , , , sixth = 0, seventh = 0, last = 0] = groups;
  /** @param {number} count */
  const zeros = (count) => groups.slice(0, count).every((group) => group === 0);
  if (zeros(7)) return last === 0 || last === 1; // :: and ::1
  if (zeros(5) && sixth === 0xffff) {
    return isLocalIpv4([seventh >> 8, seventh & 0xff]); // ::ffff:a.b.c.d
  }
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
}

/**
 * The variables next.config.mjs inlines (its `env`), so every runtime reads the build's decision.
 * @param {Deployment} deployment
 */
export function inlinedDeployment(deployment) {
  return {
    SITE_DEPLOYMENT_ENV: deployment.environment,
    SITE_DEPLOYMENT_CANONICAL_ORIGIN: deployment.canonicalOrigin,
    SITE_DEPLOYMENT_ORIGIN: deployment.deploymentOrigin,
    SITE_DEPLOYMENT_COMMIT: deployment.commit,
  };
}
