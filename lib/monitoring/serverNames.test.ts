import * as names from './serverNames';

const NOT_FOUND = 'GET /[locale]/page-not-found';

describe('serverSpanNamed', () => {
  const span = (name: string, attributes: Record<string, unknown>) =>
    names.serverSpanNamed({
      name,
      attributes: { 'sentry.segment.name': name, ...attributes } as Record<string, unknown>,
    });

  test.each([
    ['GET /[locale]/[customer]', '/ko/no-such.page?ref=x'],
    ['GET /[locale]/[customer]', '/ko/no-such.page?ref=x', 200],
    ['GET /[locale]', '/no-such.html'],
    ['GET /[locale]/page-not-found', '/ko/no-such-page'],
  ])('%s for %s is the not-found page', (name, target, status = 404) => {
    const named = span(name, { 'http.target': target, 'http.response.status_code': status });
    expect(named.name).toBe(NOT_FOUND);
    expect(named.attributes['sentry.segment.name']).toBe(NOT_FOUND);
  });

  test('a route that only answers with the not-found page, on any span of it', () => {
    const named = span('Layout', {
      'sentry.segment.name': 'GET /[locale]/[...rest]',
      'http.route': '/[locale]/[...rest]',
    });
    expect(named.name).toBe('Layout');
    expect(named.attributes['sentry.segment.name']).toBe(NOT_FOUND);
    expect(named.attributes['http.route']).toBe('/[locale]/page-not-found');
  });

  test.each([
    ['GET /[locale]/[customer]', '/ko/seohan', 200],
    ['GET /[locale]/private/consent/[constructionIdx]', '/ko/private/consent/abc', 404],
    ['GET /api/e2e/throw', '/api/e2e/throw?token=x', 500],
    ['GET /robots.txt', '/robots.txt', 200],
    ['GET', '/ko/no-such.page', 200],
    ['GET /og/[locale]/[image]', '/og/ko/no-such', 404],
  ])('%s for %s (%i) keeps its name', (name, target, status) => {
    const named = span(name, { 'http.target': target, 'http.response.status_code': status });
    expect(named.name).toBe(name);
  });

  test('a span within a request span started for a path the site does not have', () => {
    names.segmentStarted({ span_id: 'a1', attributes: { 'http.target': '/ko/no.such' } });
    names.segmentStarted({ span_id: 'b2', attributes: { 'http.target': '/ko/seohan' } });
    const within = (segment: string) =>
      span('load route module', {
        'sentry.segment.name': 'GET /[locale]/[customer]',
        'sentry.segment.id': segment,
      }).attributes['sentry.segment.name'];
    expect(within('a1')).toBe(NOT_FOUND);
    expect(within('b2')).toBe('GET /[locale]/[customer]');
  });

  test("url.full is the span's own request's address", () => {
    const stale = span('GET', { 'http.target': '/ko/company?x=1', 'url.full': '/ko/laboratory' });
    expect(stale.attributes['url.full']).toBe('/ko/company');
    const own = span('GET', {
      'http.target': '/ko/company',
      'url.full': 'http://localhost:3000/ko/company',
    });
    expect(own.attributes['url.full']).toBe('http://localhost:3000/ko/company');
  });
});

describe('serverEventNamed', () => {
  const event = (transaction: string, nextjs: Record<string, unknown>) =>
    names.serverEventNamed({ transaction, contexts: { nextjs } });

  test('an error rendering a page for an unknown path is the not-found page', () => {
    const named = event('GET /[locale]/[customer]', {
      request_path: '/ko/no-such.page?ref=x',
      route_type: 'render',
    });
    expect(named.transaction).toBe(NOT_FOUND);
    expect(event('GET /[locale]/[...rest]', { route_type: 'render' }).transaction).toBe(NOT_FOUND);
  });

  test.each([
    ['GET /api/e2e/throw', { request_path: '/api/e2e/throw?token=x', route_type: 'route' }],
    ['GET /[locale]/[customer]', { request_path: '/ko/seohan', route_type: 'render' }],
    ['GET /proxy', { request_path: '/ko/no-such-page', route_type: 'proxy' }],
  ])('%s keeps its name', (transaction, nextjs) => {
    expect(event(transaction, nextjs).transaction).toBe(transaction);
  });
});
