import { NextRequest, NextResponse } from 'next/server';
import { buildEtag, matchesEtag, revalidated } from './revalidation';

describe('buildEtag', () => {
  it('is a weak tag of the build, and nothing without one', () => {
    expect(buildEtag('m3k9x2')).toBe('W/"m3k9x2"');
    expect(buildEtag(undefined)).toBeUndefined();
    expect(buildEtag('')).toBeUndefined();
  });
});

describe('matchesEtag', () => {
  const tag = 'W/"m3k9x2"';
  it('matches the same tag, weak or strong, alone or in a list, and *', () => {
    expect(matchesEtag('W/"m3k9x2"', tag)).toBe(true);
    expect(matchesEtag('"m3k9x2"', tag)).toBe(true);
    expect(matchesEtag('"other", W/"m3k9x2"', tag)).toBe(true);
    expect(matchesEtag('*', tag)).toBe(true);
    expect(matchesEtag('"other", *', tag)).toBe(true);
  });
  it('does not match another build or an absent header', () => {
    expect(matchesEtag('W/"older1"', tag)).toBe(false);
    expect(matchesEtag(null, tag)).toBe(false);
    expect(matchesEtag('', tag)).toBe(false);
    // Only a leading W/ marks a weak tag: one that merely contains it is another tag.
    expect(matchesEtag('"m3kW/9x2"', tag)).toBe(false);
  });
});

describe('revalidated', () => {
  const tag = 'W/"m3k9x2"';
  const request = (ifNoneMatch?: string, method = 'GET') =>
    new NextRequest('https://chaedle.example/ko/company', {
      method,
      headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
    });
  const page = () => NextResponse.next({ headers: { 'x-page': 'yes' } });

  it.each(['GET', 'HEAD'])("%s with this build's tag: 304, no body, the tag", async (method) => {
    const answer = revalidated(request(tag, method), page(), tag);
    expect(answer.status).toBe(304);
    expect(answer.headers.get('etag')).toBe(tag);
    expect(answer.headers.get('x-page')).toBeNull();
    expect(await answer.text()).toBe('');
  });

  it("another build's tag, or none: the page, carrying this build's tag", () => {
    for (const ifNoneMatch of ['W/"older1"', undefined]) {
      const answer = revalidated(request(ifNoneMatch), page(), tag);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-page')).toBe('yes');
      expect(answer.headers.get('etag')).toBe(tag);
    }
  });

  it('a POST is never answered 304', () => {
    const answer = revalidated(request(tag, 'POST'), page(), tag);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBe(tag);
  });

  it('without a build tag (next dev): the page as it is, with no ETag', () => {
    const answer = revalidated(request('*'), page(), undefined);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBeNull();
  });
});
