import {
  connectSources,
  contentSecurityPolicy,
  DISABLED_FEATURES,
  policyConfig,
  scriptSources,
  securityHeaders,
} from './securityHeaders.mjs';

describe('security headers', () => {
  it('lets the browser talk only to the site, the backend, AWS and Sentry', () => {
    expect(
      connectSources({
        apiBaseUrl: 'https://api.chaedle.com/',
        sentryDsn: 'https://abc@o1.ingest.sentry.io/2',
      }),
    ).toEqual([
      "'self'",
      'https://api.chaedle.com',
      'https://cognito-identity.ap-northeast-2.amazonaws.com',
      'https://lambda.ap-northeast-2.amazonaws.com',
      'https://o1.ingest.sentry.io',
    ]);
  });

  it("AWS's hosts in the configured region; unset or blank (a copy of .env.example) is ap-northeast-2", () => {
    const aws = (awsRegion?: string) => connectSources({ awsRegion }).slice(1);
    expect(aws('us-east-1')).toEqual([
      'https://cognito-identity.us-east-1.amazonaws.com',
      'https://lambda.us-east-1.amazonaws.com',
    ]);
    const seoul = [
      'https://cognito-identity.ap-northeast-2.amazonaws.com',
      'https://lambda.ap-northeast-2.amazonaws.com',
    ];
    expect(aws(undefined)).toEqual(seoul);
    expect(aws('')).toEqual(seoul);
    expect(aws(' ')).toEqual(seoul);
  });

  it('leaves out what is not an http(s) URL rather than write it into the policy', () => {
    expect(
      connectSources({
        apiBaseUrl: 'htps://api.chaedle.com',
        awsEndpoint: 'not a url',
        sentryDsn: '',
      }),
    ).toEqual(["'self'"]);
  });

  it('uses the configured AWS endpoint instead of the real hosts', () => {
    expect(connectSources({ awsEndpoint: 'http://127.0.0.1:4020' })).toEqual([
      "'self'",
      'http://127.0.0.1:4020',
    ]);
  });

  it('has the directives the foundation issue asks for, and no eval outside dev', () => {
    const csp = contentSecurityPolicy({});
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy({ dev: true })).toContain('unsafe-eval');
  });

  it("the header's scripts: the prerendered pages' sources plus 'unsafe-inline', which their own policy narrows", () => {
    const preview = policyConfig({}, { environment: 'preview' }, false);
    expect(scriptSources(preview)).toEqual(["'self'", 'https://vercel.live']);
    expect(scriptSources(policyConfig({}, { environment: 'production' }, false))).toEqual([
      "'self'",
    ]);
    expect(contentSecurityPolicy(preview)).toContain(
      "script-src 'self' https://vercel.live 'unsafe-inline';",
    );
  });

  it('the whole policy of a production build, and what next dev adds', () => {
    const config = {
      apiBaseUrl: 'https://api.chaedle.com',
      sentryDsn: 'https://k@o1.ingest.sentry.io/2',
    };
    const aws =
      'https://cognito-identity.ap-northeast-2.amazonaws.com https://lambda.ap-northeast-2.amazonaws.com';
    const production = [
      "default-src 'self'",
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "media-src 'self' blob:",
      `connect-src 'self' https://api.chaedle.com ${aws} https://o1.ingest.sentry.io`,
      "worker-src 'self' blob:",
      "frame-src 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ];
    expect(contentSecurityPolicy(config)).toBe(production.join('; '));
    const dev = contentSecurityPolicy({ ...config, dev: true }).split('; ');
    expect(dev[1]).toBe("script-src 'self' 'unsafe-eval' 'unsafe-inline'");
    expect(dev[6]).toBe(`${production[6]} ws: wss:`);
    expect([...dev.slice(0, 1), ...dev.slice(2, 6), ...dev.slice(7)]).toEqual([
      ...production.slice(0, 1),
      ...production.slice(2, 6),
      ...production.slice(7),
    ]);
  });

  it('sends the policy and DENY framing with the other headers', () => {
    const config = { apiBaseUrl: 'https://api.chaedle.com' };
    const headers = Object.fromEntries(
      securityHeaders(config).map(({ key, value }) => [key, value]),
    );
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy(config));
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('sends HSTS, nosniff, the referrer policy and a restrictive permissions policy', () => {
    const headers = Object.fromEntries(securityHeaders({}).map(({ key, value }) => [key, value]));
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/^[a-z-]+=\(\)(, [a-z-]+=\(\))*$/);
  });

  it('turns off every powerful feature the site does not use, and none that it uses', () => {
    const policy = Object.fromEntries(securityHeaders({}).map(({ key, value }) => [key, value]))[
      'Permissions-Policy'
    ]!;
    const off = policy.split(', ').map((entry) => entry.replace(/=\(\)$/, ''));
    expect(off).toEqual([...DISABLED_FEATURES]);
    expect(new Set(off).size).toBe(off.length);
    // docs/threat-model.md section 3: the minimum, then the sensors, devices and credentials Chromium knows.
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'serial',
      'bluetooth',
      'hid',
      'display-capture',
      'browsing-topics',
      'accelerometer',
      'gyroscope',
      'magnetometer',
      'midi',
      'xr-spatial-tracking',
      'screen-wake-lock',
      'publickey-credentials-get',
      'idle-detection',
      'local-fonts',
      'otp-credentials',
    ]) {
      expect(off).toContain(feature);
    }
    // The video dialog's native controls offer fullscreen and picture-in-picture; the obsolete
    // FLoC name would only add noise.
    for (const used of ['fullscreen', 'picture-in-picture', 'autoplay', 'interest-cohort']) {
      expect(off).not.toContain(used);
    }
  });

  it('allows the Vercel Toolbar only when asked (previews); production is unchanged', () => {
    const production = contentSecurityPolicy({ sentryDsn: 'http://public@127.0.0.1:4030/1' });
    const preview = contentSecurityPolicy({
      sentryDsn: 'http://public@127.0.0.1:4030/1',
      vercelToolbar: true,
    });
    expect(production).not.toContain('vercel');
    expect(production).toContain("frame-src 'none'");
    expect(preview).toContain('frame-src https://vercel.live');
    // What the toolbar's documentation lists besides its script and connection.
    expect(preview).toMatch(/style-src [^;]*https:\/\/vercel\.live/);
    expect(preview).toMatch(/img-src [^;]*https:\/\/vercel\.live [^;]*https:\/\/vercel\.com/);
    expect(preview).toMatch(
      /font-src [^;]*https:\/\/vercel\.live [^;]*https:\/\/assets\.vercel\.com/,
    );
    expect(preview).toMatch(/script-src [^;]*https:\/\/vercel\.live/);
    expect(preview).toMatch(
      /connect-src [^;]*http:\/\/127\.0\.0\.1:4030 [^;]*wss:\/\/ws-us3\.pusher\.com/,
    );
    const strip = (csp: string) =>
      csp.replace(
        / (https:\/\/vercel\.live|https:\/\/vercel\.com|https:\/\/assets\.vercel\.com|wss:\/\/ws-us3\.pusher\.com)/g,
        '',
      );
    expect(strip(preview).replace('frame-src', "frame-src 'none'")).toBe(production);
  });

  it("allows the Sentry DSN's origin (and only its origin) in connect-src", () => {
    expect(contentSecurityPolicy({ sentryDsn: 'https://key@o9.ingest.sentry.io/42' })).toMatch(
      /connect-src [^;]*https:\/\/o9\.ingest\.sentry\.io(;| )/,
    );
    expect(contentSecurityPolicy({})).not.toContain('sentry');
  });
});
