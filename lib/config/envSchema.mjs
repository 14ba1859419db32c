// @ts-check
/**
 * The shape of every variable of README "Environment variables", checked when the site is built
 * (next.config.mjs): a value set but malformed stops `next build`, naming the variable, what it
 * holds and what it should look like; `next dev` prints the same list. Unset or blank is always
 * allowed (each variable has a default, README). Plain JS so next.config.mjs can import it.
 */
import { object, string, ValidationError } from 'yup';
import { clean, DEFAULT_AWS_REGION, ENVIRONMENTS } from './deployment.mjs';

/** @typedef {import('./deployment.mjs').Vars} Vars */

/** An AWS region name: ap-northeast-2, us-east-1, us-gov-west-1, cn-north-1, eu-central-2 … */
const REGION = /^[a-z]{2}(?:-[a-z]+)+-\d{1,2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A host name with an optional port, as Vercel gives its URLs (no scheme). */
const HOST =
  /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?\/?$/i;
/** A search console token alone: letters, digits, `-` and `_` (not the whole `<meta>` tag). */
const TOKEN = /^[\w-]{8,128}$/;
/** A Sentry organisation or project slug. */
const SLUG = /^[a-z0-9][\w-]*$/i;
/** A Sentry auth token: one word of at least 32 characters (`sntrys_…`, `sntryu_…` or 64 hex digits). */
const AUTH_TOKEN = /^[\w=+/.-]{32,}$/;
const SAMPLE_RATE = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const COMMIT = /^[0-9a-f]{7,40}$/i;

/**
 * An http or https URL written out in full, with a host and nothing the URL parser would forgive
 * (a space, one slash, a missing scheme).
 * @param {string} text
 * @param {{ bare?: boolean }} [options] bare: neither a query, a fragment nor credentials
 */
function httpUrl(text, { bare = false } = {}) {
  if (!/^https?:\/\/[^/\s]/i.test(text) || /\s/.test(text) || !URL.canParse(text)) return false;
  const url = new URL(text);
  return !bare || (!url.search && !url.hash && !url.username && !url.password);
}

/** @param {string} text a URL, or a host name alone (https assumed, as originFrom reads it) */
const urlOrHost = (text) => httpUrl(text) || HOST.test(text);

/**
 * A Sentry DSN as the project's Client Keys page gives it: https://KEY@HOST/PROJECT_ID.
 * @param {string} text
 */
function sentryDsn(text) {
  if (!httpUrl(text)) return false;
  const url = new URL(text);
  return Boolean(url.username) && !url.search && !url.hash && /\/\d+\/?$/.test(url.pathname);
}

/**
 * What a value is shown as in a message: quoted, or only its length when it is a secret.
 * @param {string} text
 * @param {boolean} secret
 */
const shown = (text, secret) =>
  secret ? `a secret of ${text.length} characters (not shown)` : `"${text}"`;

/**
 * A variable that, when set, must pass `valid`; the message says what it should look like.
 * @param {string} expected what a good value looks like, as the end of a sentence
 * @param {(text: string, vars: Vars) => boolean} valid
 * @param {{ secret?: boolean }} [options] secret: the value is never printed
 */
function variable(expected, valid, { secret = false } = {}) {
  return string().test('shape', function check(value) {
    const text = clean(value);
    if (text === undefined || valid(text, this.parent)) return true;
    return this.createError({
      message: `${this.path} is ${shown(text, secret)}; it must be ${expected}.`,
    });
  });
}

/**
 * A Sentry build setting that SENTRY_AUTH_TOKEN needs beside it: without it the token uploads
 * nothing, and the build would say so only in its log.
 * @param {string} expected
 */
function besideAuthToken(expected) {
  return variable(expected, (text) => SLUG.test(text)).test('with-token', function check(value) {
    if (clean(value) !== undefined || clean(this.parent.SENTRY_AUTH_TOKEN) === undefined)
      return true;
    return this.createError({
      message:
        `${this.path} is unset but SENTRY_AUTH_TOKEN is set: source maps and the release are uploaded ` +
        `only with SENTRY_AUTH_TOKEN, SENTRY_ORG and SENTRY_PROJECT together; set it to ${expected}.`,
    });
  });
}

const environment = variable(`one of ${ENVIRONMENTS.join(', ')}`, (text) =>
  /** @type {readonly string[]} */ (ENVIRONMENTS).includes(text),
);
const vercelHost = variable('a host name, as Vercel sets it, e.g. www.chaedle.com', urlOrHost);
const dsn = variable(
  'a Sentry DSN as the project’s Client Keys page shows it, https://KEY@HOST/PROJECT_ID',
  sentryDsn,
);
const verification = variable(
  'the token alone, letters, digits, - and _ (the content="…" of the <meta> tag, not the tag)',
  (text) => TOKEN.test(text),
);

/** Every variable of README "Environment variables" with what it must look like when set. */
export const envSchema = object({
  NEXT_PUBLIC_SITE_URL: variable(
    'the public origin, an http or https URL such as https://www.chaedle.com (or its host name alone)',
    urlOrHost,
  ),
  NEXT_PUBLIC_API_BASE_URL: variable(
    'an http or https URL without a query, e.g. https://api.chaedle.com',
    (text) => httpUrl(text, { bare: true }),
  ),
  NEXT_PUBLIC_AWS_REGION: variable('an AWS region, e.g. ap-northeast-2', (text) =>
    REGION.test(text),
  ),
  NEXT_PUBLIC_COGNITO_IDENTITY_POOL_ID: string().test('pool', function check(value) {
    const text = clean(value);
    if (text === undefined) return true;
    const [region = '', id = '', ...rest] = text.split(':');
    const configured = clean(this.parent.NEXT_PUBLIC_AWS_REGION) ?? DEFAULT_AWS_REGION;
    if (REGION.test(region) && UUID.test(id) && rest.length === 0) {
      // A malformed NEXT_PUBLIC_AWS_REGION is reported by itself.
      if (region === configured || !REGION.test(configured)) return true;
      return this.createError({
        message:
          `${this.path} is "${text}", a pool in ${region}, but NEXT_PUBLIC_AWS_REGION is ${configured}: ` +
          'the pool and the Lambda must be in the region NEXT_PUBLIC_AWS_REGION names.',
      });
    }
    return this.createError({
      message:
        `${this.path} is "${text}"; it must be REGION:UUID as the Cognito console shows it, ` +
        `e.g. ${configured}:00000000-0000-4000-8000-000000000000.`,
    });
  }),
  NEXT_PUBLIC_AWS_ENDPOINT: variable(
    'an http or https URL without a query, e.g. http://127.0.0.1:4020',
    (text) => httpUrl(text, { bare: true }),
  ),
  NEXT_PUBLIC_ADMIN_SITE_URL: variable(
    'an http or https URL, e.g. https://admin.chaedle.com',
    (text) => httpUrl(text),
  ),
  NEXT_PUBLIC_SENTRY_DSN: dsn,
  SENTRY_DSN: dsn,
  NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE: variable(
    'a number from 0 to 1, e.g. 0.1 for one visit in ten',
    (text) => SAMPLE_RATE.test(text) && Number(text) <= 1,
  ),
  SENTRY_AUTH_TOKEN: variable(
    'a Sentry auth token as Sentry shows it (sntrys_…, sntryu_…): 32 characters or more, no spaces or quotes',
    (text) => AUTH_TOKEN.test(text),
    { secret: true },
  ),
  SENTRY_ORG: besideAuthToken('the organisation’s slug, e.g. chaedle'),
  SENTRY_PROJECT: besideAuthToken('the project’s slug, e.g. website'),
  SITE_ENV: environment,
  VERCEL_ENV: environment,
  VERCEL_URL: vercelHost,
  VERCEL_BRANCH_URL: vercelHost,
  VERCEL_PROJECT_PRODUCTION_URL: vercelHost,
  VERCEL_GIT_COMMIT_SHA: variable('a commit id, 7 to 40 hex digits', (text) => COMMIT.test(text)),
  NEXT_PUBLIC_GOOGLE_SITE_VERIFICATION: verification,
  NEXT_PUBLIC_NAVER_SITE_VERIFICATION: verification,
});

/**
 * Every malformed variable at once, one sentence each, in the schema's order; empty = all good.
 * @param {Vars} vars the environment variables (process.env)
 * @returns {string[]}
 */
export function envProblems(vars) {
  try {
    envSchema.validateSync(vars, { abortEarly: false });
    return [];
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return error.errors;
  }
}
