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

describe('what each check says, at its boundary', () => {
  const problem = (body: unknown, pageIdx = 101) => {
    const result = parseAgreement(body, pageIdx);
    return result.ok ? undefined : result.problem;
  };

  it('the agreement id is a positive safe integer even when the page asked for it', () => {
    expect(problem({ ...valid, agreement_idx: 0 }, 0)).toBe(
      'agreement_idx: expected a positive integer',
    );
    expect(problem({ ...valid, agreement_idx: -3 }, -3)).toBe(
      'agreement_idx: expected a positive integer',
    );
    expect(problem({ ...valid, agreement_idx: 2 ** 53 }, 2 ** 53)).toBe(
      'agreement_idx: expected a positive integer',
    );
    expect(parseAgreement({ ...valid, agreement_idx: 1 }, 1).ok).toBe(true);
    expect(parseAgreement({ ...valid, agreement_idx: 2 ** 53 - 1 }, 2 ** 53 - 1).ok).toBe(true);
  });

  it.each([
    ['oops', 'agreement: expected an object'],
    [null, 'agreement: expected an object'],
    [[valid], 'agreement: expected an object'],
    [{ ...valid, agreement_idx: 102 }, "agreement_idx: expected 101 (the page's idx), got 102"],
    [{ ...valid, construction_name: '' }, 'construction_name: expected a non-empty string'],
    [{ ...valid, title: 5 }, 'title: expected a non-empty string'],
    [{ ...valid, content: ' ' }, 'content: expected a non-empty string'],
    [{ ...valid, status: 'NEW' }, 'status: expected WAITING | AGREED | EXPIRED'],
    [{ ...valid, agreed_at: 'later' }, 'agreed_at: expected a date-time string or null'],
    [{ ...valid, end_date: '' }, 'end_date: expected a date-time string or null'],
    [{ ...valid, end_date: false }, 'end_date: expected a date-time string or null'],
  ])('%j → %s', (body, expected) => {
    expect(problem(body)).toBe(expected);
  });

  it('keeps the strings as they are (no trimming of what is shown)', () => {
    const result = parseAgreement({ ...valid, title: '  T  ', construction_name: ' S' }, 101);
    expect(result).toMatchObject({ ok: true, value: { title: '  T  ', constructionName: ' S' } });
  });

  it('an error that is not a schema problem is not hidden', () => {
    const hostile = {
      get agreement_idx(): number {
        throw new TypeError('getter failed');
      },
    };
    expect(() => parseAgreement(hostile, 101)).toThrow('getter failed');
  });

  it('terms: what each check says', () => {
    expect(parseTerms([])).toEqual({ ok: false, problem: 'terms: expected an object' });
    expect(parseTerms({ title: ' ', content: '' })).toEqual({
      ok: false,
      problem: 'title: expected a non-empty string',
    });
    expect(parseTerms({ title: 'T', content: null })).toEqual({
      ok: false,
      problem: 'content: expected a string',
    });
    expect(parseTerms({ title: 'T', content: '' })).toEqual({
      ok: true,
      value: { title: 'T', content: '' },
    });
  });

  it('paragraphs: CR alone, CR LF and whitespace-only lines separate; single breaks stay', () => {
    expect(paragraphs('a\r\rb')).toEqual(['a', 'b']);
    expect(paragraphs('a\rb')).toEqual(['a\nb']);
    expect(paragraphs('a\n \t \nb\n\n\n\nc')).toEqual(['a', 'b', 'c']);
    expect(paragraphs('\n\n  \n')).toEqual([]);
  });
});
