import { buildEtag, matchesEtag } from './buildEtag';

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
  });
  it('does not match another build or an absent header', () => {
    expect(matchesEtag('W/"older1"', tag)).toBe(false);
    expect(matchesEtag(null, tag)).toBe(false);
    expect(matchesEtag('', tag)).toBe(false);
  });
});
