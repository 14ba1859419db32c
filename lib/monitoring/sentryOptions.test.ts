import {
  breadcrumbWithoutQuery,
  sentryOptions,
  spanWithoutQuery,
  tracesSampleRate,
  urlWithoutQuery,
  withoutQuery,
} from './sentryOptions';

describe('Sentry options', () => {
  test('release 0.0.1; no cookies, bodies, query strings, local variables or IP collected', () => {
    expect(sentryOptions.release).toBe('0.0.1');
    expect(sentryOptions.dataCollection).toMatchObject({
      userInfo: false,
      cookies: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    });
  });

  test.each([
    [
      'http://localhost:3101/contact/proposal?email=a@b.c',
      'http://localhost:3101/contact/proposal',
    ],
    ['https://www.chaedle.com/ko#contact', 'https://www.chaedle.com/ko'],
    ['https://www.chaedle.com/ko', 'https://www.chaedle.com/ko'],
  ])('the page URL %s is sent as %s', (url, expected) => {
    expect(withoutQuery({ request: { url } }).request.url).toBe(expected);
  });

  test('an event without a request is left alone', () => {
    expect(withoutQuery({})).toEqual({});
  });

  test('a server error keeps no query in its contexts, transaction or a transaction’s spans', () => {
    const event = withoutQuery({
      transaction: 'GET /api/e2e/throw?ref=x',
      contexts: {
        nextjs: { request_path: '/api/e2e/throw?token=t&ref=x', router_kind: 'App Router' },
        trace: { op: 'http.server', data: { 'http.target': '/ko?ref=x#f', 'url.query': 'ref=x' } },
      },
      spans: [{ description: 'GET /ko?ref=x', data: { 'http.url': 'https://a.example/?ref=x' } }],
    });
    expect(JSON.stringify(event)).not.toMatch(/ref=x|#f/);
    expect(event.contexts.nextjs.request_path).toBe('/api/e2e/throw');
    expect(event.contexts.nextjs.router_kind).toBe('App Router');
    expect(event.contexts.trace.data).toEqual({ 'http.target': '/ko' });
    expect(event.transaction).toBe('GET /api/e2e/throw');
    expect(sentryOptions.beforeSendTransaction).toBe(withoutQuery);
  });
});

describe('spans', () => {
  test('a streamed span (the server) keeps no query string in its name or attributes', () => {
    const span = spanWithoutQuery({
      name: 'GET /contact/proposal?ref=abc',
      attributes: {
        'http.target': '/contact/proposal?ref=abc',
        'url.full': 'http://localhost:3101/ko#contact',
        'http.request.header.user-agent': ['Mozilla/5.0 (X11; Linux x86_64)'],
        'http.status_code': 200,
      },
    });
    expect(span).toEqual({
      name: 'GET /contact/proposal',
      attributes: {
        'http.target': '/contact/proposal',
        'url.full': 'http://localhost:3101/ko',
        'http.request.header.user-agent': ['Mozilla/5.0 (X11; Linux x86_64)'],
        'http.status_code': 200,
      },
    });
  });

  test('a static span (the browser) keeps none in its description or data', () => {
    expect(
      spanWithoutQuery({
        description: 'Main UI thread blocked',
        data: { 'browser.script.invoker': 'http://localhost:3101/contact/proposal?ref=abc' },
      }),
    ).toEqual({
      description: 'Main UI thread blocked',
      data: { 'browser.script.invoker': 'http://localhost:3101/contact/proposal' },
    });
  });
});

describe('tracesSampleRate', () => {
  test.each([
    [undefined, 0.1],
    ['', 0.1],
    ['1', 1],
    [' 0.25 ', 0.25],
    ['0', 0],
    ['2', 0.1],
    ['ten percent', 0.1],
  ])('NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE=%p traces %p of visits', (value, rate) => {
    expect(tracesSampleRate(value)).toBe(rate);
  });
});

describe('breadcrumbs and query keys', () => {
  test('a navigation breadcrumb keeps neither query nor fragment in from and to', () => {
    expect(
      breadcrumbWithoutQuery({
        category: 'navigation',
        data: { from: '/ko/company?ref=x&utm_source=y#frag', to: '/ko/private/consentEnd?idx=7' },
      }).data,
    ).toEqual({ from: '/ko/company', to: '/ko/private/consentEnd' });
  });

  test('fetch and XHR breadcrumbs keep none in their url, relative or absolute', () => {
    expect(breadcrumbWithoutQuery({ data: { url: 'api/x?token=1', method: 'GET' } }).data).toEqual({
      url: 'api/x',
      method: 'GET',
    });
    expect(breadcrumbWithoutQuery({ data: { url: 'https://a.b/c#d' } }).data).toEqual({
      url: 'https://a.b/c',
    });
  });

  test('a message naming an address loses its query', () => {
    expect(breadcrumbWithoutQuery({ message: 'GET /ko?ref=x failed' }).message).toBe(
      'GET /ko failed',
    );
  });

  test('the query-only attributes of a request span are dropped whole', () => {
    const span = spanWithoutQuery({
      name: 'GET /ko',
      attributes: { 'http.query': '?ref=x', 'http.fragment': '#f', 'url.query': 'ref=x', x: 1 },
    });
    expect(span.attributes).toEqual({ x: 1 });
  });

  test('stack frames keep no query (a deployment id on a chunk URL)', () => {
    const event = withoutQuery({
      exception: { values: [{ stacktrace: { frames: [{ filename: '/_next/a.js?dpl=1' }] } }] },
    });
    expect(event.exception.values[0]!.stacktrace.frames[0]!.filename).toBe('/_next/a.js');
  });

  test('the shared options clean breadcrumbs', () => {
    expect(sentryOptions.beforeBreadcrumb).toBe(breadcrumbWithoutQuery);
    expect(urlWithoutQuery('/a?b#c')).toBe('/a');
  });
});
