import { sentryOptions, withoutQuery } from './sentryOptions';

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
});
