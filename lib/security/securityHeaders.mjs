// @ts-check
/**
 * Response headers for every route, built from the public configuration at build time.
 * Plain JS so next.config.mjs can import it.
 */
import { DEFAULT_AWS_REGION } from '../config/deployment.mjs';

/**
 * The origin of an http(s) URL; undefined for anything else (unset, not a URL, an unknown scheme).
 * @param {string | undefined} url
 */
function originOf(url) {
  let origin;
  try {
    origin = new URL(String(url)).origin;
  } catch {
    // Not a URL (unset is "undefined"): no origin.
  }
  return origin === 'null' ? undefined : origin;
}

/**
 * Origins the browser talks to besides the site itself.
 * @param {{ apiBaseUrl?: string, awsEndpoint?: string, awsRegion?: string, sentryDsn?: string }} config
 */
export function connectSources({ apiBaseUrl, awsEndpoint, awsRegion, sentryDsn }) {
  // Blank is unset, as in a copy of .env.example.
  const region = awsRegion?.trim() || DEFAULT_AWS_REGION;
  const aws = awsEndpoint
    ? [originOf(awsEndpoint)]
    : [
        `https://cognito-identity.${region}.amazonaws.com`,
        `https://lambda.${region}.amazonaws.com`,
      ];
  const sources = ["'self'", originOf(apiBaseUrl), ...aws, originOf(sentryDsn)];
  return [...new Set(sources.filter(Boolean))];
}

/**
 * What the Vercel Toolbar and preview comments load, as Vercel's toolbar documentation lists it
 * ("Using a Content Security Policy"). Added on preview builds only.
 */
export const VERCEL_TOOLBAR_SOURCES = {
  'script-src': ['https://vercel.live'],
  'style-src': ['https://vercel.live'],
  'img-src': ['https://vercel.live', 'https://vercel.com'],
  'font-src': ['https://vercel.live', 'https://assets.vercel.com'],
  'connect-src': ['https://vercel.live', 'wss://ws-us3.pusher.com'],
  'frame-src': ['https://vercel.live'],
};

/**
 * @typedef {{ apiBaseUrl?: string, awsEndpoint?: string, awsRegion?: string, sentryDsn?: string, dev?: boolean, vercelToolbar?: boolean }} PolicyConfig
 */

/**
 * What the policy is built from: the public configuration and the deployment, as next.config.mjs
 * and scripts/build/hashInlineScripts.mjs both read them at build time.
 * @param {Record<string, string | undefined>} vars
 * @param {{ environment: string }} deployment
 * @param {boolean} dev
 * @returns {PolicyConfig}
 */
export function policyConfig(vars, deployment, dev) {
  return {
    apiBaseUrl: vars.NEXT_PUBLIC_API_BASE_URL,
    awsEndpoint: vars.NEXT_PUBLIC_AWS_ENDPOINT,
    awsRegion: vars.NEXT_PUBLIC_AWS_REGION,
    sentryDsn: vars.NEXT_PUBLIC_SENTRY_DSN,
    dev,
    vercelToolbar: deployment.environment === 'preview',
  };
}

/**
 * Where scripts may be loaded from: the site, and on previews the Vercel Toolbar ('unsafe-eval'
 * only in `next dev`). The prerendered pages' own policy allows these and their inline scripts'
 * hashes (scriptHashes.mjs).
 * @param {PolicyConfig} config
 */
export function scriptSources(config) {
  return [
    "'self'",
    ...(config.dev ? ["'unsafe-eval'"] : []),
    ...(config.vercelToolbar ? VERCEL_TOOLBAR_SOURCES['script-src'] : []),
  ];
}

/** @param {PolicyConfig} config */
export function contentSecurityPolicy(config) {
  const dev = Boolean(config.dev);
  /** @param {keyof typeof VERCEL_TOOLBAR_SOURCES} name */
  const toolbar = (name) => (config.vercelToolbar ? VERCEL_TOOLBAR_SOURCES[name] : []);
  const directives = {
    'default-src': ["'self'"],
    // 'unsafe-inline' for every response; a prerendered page narrows it to its own inline scripts
    // with a policy in its HTML (scriptHashes.mjs), a dynamic page replaces it (strictCsp.ts).
    'script-src': [...scriptSources(config), "'unsafe-inline'"],
    'style-src': ["'self'", "'unsafe-inline'", ...toolbar('style-src')],
    'img-src': ["'self'", 'data:', 'blob:', ...toolbar('img-src')],
    'font-src': ["'self'", 'data:', ...toolbar('font-src')],
    'media-src': ["'self'", 'blob:'],
    'connect-src': [
      ...connectSources(config),
      ...(dev ? ['ws:', 'wss:'] : []),
      ...toolbar('connect-src'),
    ],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': config.vercelToolbar ? toolbar('frame-src') : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * Powerful features the site never uses, switched off for every page and any frame (docs/threat-model.md). Every name is one Chromium 156 recognises, so the header parses without a console
 * warning; `bluetooth` is recognised wherever Web Bluetooth exists (Android, macOS, Windows), not in
 * Linux builds. Left on because the site uses them: `fullscreen` and `picture-in-picture` (the video
 * dialog's native controls), `autoplay`, `clipboard-write`, `sync-xhr`.
 */
export const DISABLED_FEATURES = /** @type {const} */ ([
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'camera',
  'captured-surface-control',
  'clipboard-read',
  'compute-pressure',
  'digital-credentials-create',
  'digital-credentials-get',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'keyboard-map',
  'language-detector',
  'language-model',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'on-device-speech-recognition',
  'otp-credentials',
  'payment',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'speaker-selection',
  'storage-access',
  'summarizer',
  'translator',
  'usb',
  'window-management',
  'xr-spatial-tracking',
]);

export const PERMISSIONS_POLICY = DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/**
 * @param {PolicyConfig} config
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(config) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(config) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
}
