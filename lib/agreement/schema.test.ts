import { paragraphs, parseAgreement, parseTerms } from './schema';

const valid = {
  agreement_idx: 101,
  construction_name: 'Chaedle Riverside 2nd',
  title: 'Consent to the collection and use of personal information',
  content: 'First.\n\nSecond.',
  status: 'WAITING',
  agreed_at: null,
  end_date: '2026-12-31T23:59:59+09:00',
};

describe('parseAgreement', () => {
  it('reads the documented shape into camelCase', () => {
    expect(parseAgreement(valid, 101)).toEqual({
      ok: true,
      value: {
        idx: 101,
        constructionName: 'Chaedle Riverside 2nd',
        title: valid.title,
        content: 'First.\n\nSecond.',
        status: 'WAITING',
        agreedAt: null,
        endDate: '2026-12-31T23:59:59+09:00',
      },
    });
  });

  it('accepts every status, an agreed_at date and absent dates', () => {
    for (const status of ['WAITING', 'AGREED', 'EXPIRED'])
      expect(parseAgreement({ ...valid, status }, 101).ok).toBe(true);
    const agreed = parseAgreement(
      {
        ...valid,
        status: 'AGREED',
        agreed_at: '2026-01-02T03:04:05Z',
      },
      101,
    );
    expect(agreed.ok && agreed.value.agreedAt).toBe('2026-01-02T03:04:05Z');
    const { end_date: _omit, agreed_at: _omit2, ...withoutDates } = valid;
    expect(parseAgreement(withoutDates, 101)).toMatchObject({
      ok: true,
      value: { endDate: null, agreedAt: null },
    });
  });

  it.each([
    ['not an object', 'oops'],
    ['null', null],
    ['undefined (empty body)', undefined],
    ['an array', [valid]],
    ['a string idx', { ...valid, agreement_idx: '101' }],
    ['a zero idx', { ...valid, agreement_idx: 0 }],
    ['a fractional idx', { ...valid, agreement_idx: 1.5 }],
    ['an unknown status', { ...valid, status: 'PENDING' }],
    ['a lower-case status', { ...valid, status: 'waiting' }],
    ['a missing title', { ...valid, title: undefined }],
    ['a blank site name', { ...valid, construction_name: '  ' }],
    ['a numeric content', { ...valid, content: 42 }],
    ['an unparseable date', { ...valid, end_date: 'soon' }],
    ['another agreement than the page asked for', { ...valid, agreement_idx: 102 }],
    ['an empty content', { ...valid, content: '' }],
    ['a blank content', { ...valid, content: ' \n\n\t ' }],
    ['a missing content', { ...valid, content: undefined }],
    ['a numeric date', { ...valid, agreed_at: 123 }],
  ])('rejects %s without throwing', (_name, body) => {
    const result = parseAgreement(body, 101);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatch(/expected/);
  });
});

describe('parseTerms', () => {
  it('reads title and HTML content', () => {
    expect(parseTerms({ title: 'Terms', content: '<p>x</p>', extra: 1 })).toEqual({
      ok: true,
      value: { title: 'Terms', content: '<p>x</p>' },
    });
  });

  it.each([
    [null],
    [{}],
    [{ title: 'T' }],
    [{ title: 1, content: '' }],
    [{ title: '', content: 'x' }],
    ['<p>'],
  ])('rejects %j', (body) => {
    expect(parseTerms(body).ok).toBe(false);
  });
});

describe('paragraphs', () => {
  it('splits on blank lines, trims, and keeps single line breaks', () => {
    expect(paragraphs('One\nstill one\n\n  Two  \r\n\r\n\n Three\n \n')).toEqual([
      'One\nstill one',
      'Two',
      'Three',
    ]);
    expect(paragraphs('')).toEqual([]);
  });
});
