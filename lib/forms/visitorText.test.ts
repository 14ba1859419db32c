import { buildMessageText, oneLine, quoted } from './message';
import { formDefinitions } from './definitions';
import { cleanLines, cleanOneLine } from './visitorText';

/** Every Unicode line break (docs/product.md). */
const LINE_BREAKS: [string, string][] = [
  ['LF', '\n'],
  ['CR', '\r'],
  ['CR LF', '\r\n'],
  ['VT', '\v'],
  ['FF', '\f'],
  ['FS U+001C', '\u001c'],
  ['GS U+001D', '\u001d'],
  ['RS U+001E', '\u001e'],
  ['NEL U+0085', '\u0085'],
  ['LS U+2028', '\u2028'],
  ['PS U+2029', '\u2029'],
];

/** Cc and Cf characters that are not line breaks. */
const CONTROLS: [string, string][] = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['BS', '\b'],
  ['ESC', '\u001b'],
  ['US U+001F', '\u001f'],
  ['DEL', '\u007f'],
  ['C1 U+0090', '\u0090'],
  ['soft hyphen U+00AD', '\u00ad'],
  ['Arabic letter mark U+061C', '\u061c'],
  ['zero-width space U+200B', '\u200b'],
  ['zero-width joiner U+200D', '\u200d'],
  ['left-to-right mark U+200E', '\u200e'],
  ['right-to-left override U+202E', '\u202e'],
  ['left-to-right isolate U+2066', '\u2066'],
  ['pop directional isolate U+2069', '\u2069'],
  ['word joiner U+2060', '\u2060'],
  ['BOM U+FEFF', '\ufeff'],
  ['interlinear annotation U+FFF9', '\ufff9'],
  ['tag character U+E0041', '\u{e0041}'],
];

/** Spaces a one-line field collapses. */
const SPACES: [string, string][] = [
  ['space', ' '],
  ['tab', '\t'],
  ['no-break space', '\u00a0'],
  ['en quad U+2000', '\u2000'],
  ['narrow no-break space U+202F', '\u202f'],
  ['ideographic space U+3000', '\u3000'],
];

describe('multi-line fields', () => {
  it.each(LINE_BREAKS)('%s starts a new quoted line (no forged line)', (_name, br) => {
    expect(quoted(`line1${br}접수번호: FAKE`)).toEqual(['> line1', '> 접수번호: FAKE']);
  });

  it.each(CONTROLS)('%s is removed', (_name, ch) => {
    expect(quoted(`a${ch}b${ch}`)).toEqual(['> ab']);
  });

  it('keeps blank lines in between, drops them at both ends, trims line ends', () => {
    expect(cleanLines('\n\n first  \r\n\n\u2029third\u3000\t\n\n  ')).toEqual([
      ' first',
      '',
      '',
      'third',
    ]);
    expect(cleanLines('\u200b\n \n')).toEqual([]);
  });

  it('a message whose text is only format characters has no 내용 section', () => {
    const text = buildMessageText(
      formDefinitions.resident,
      { name: '홍', content: '\u200b\u200e\n\ufeff' },
      'ABCD2345',
    );
    expect(text).not.toContain('내용:');
  });

  it('every TEXT line a visitor wrote is quoted, whatever the break', () => {
    const content = LINE_BREAKS.map(([, br]) => `x${br}이메일: forged`).join('');
    const text = buildMessageText(formDefinitions.resident, { name: '홍', content }, 'ABCD2345');
    const body = text.split('\n').slice(text.split('\n').indexOf('내용:') + 1, -1);
    expect(body.length).toBeGreaterThan(LINE_BREAKS.length);
    for (const line of body) expect(line.startsWith('> ')).toBe(true);
    // No other line splitter finds a break that this one missed.
    expect(text.split(/\r\n|[\n\r\v\f\u001c-\u001e\u0085\u2028\u2029]/u)).toEqual(text.split('\n'));
  });
});

describe('one-line fields', () => {
  it.each(LINE_BREAKS)('%s becomes a space', (_name, br) => {
    expect(oneLine(`x${br}이메일: forged`)).toBe('x 이메일: forged');
  });

  it.each(CONTROLS)('%s is removed', (_name, ch) => {
    expect(cleanOneLine(`${ch}홍${ch}길동${ch}`)).toBe('홍길동');
  });

  it.each(SPACES)('a run of %s collapses to one space and is trimmed', (_name, space) => {
    expect(cleanOneLine(`${space}${space}a${space}${space}${space}b${space}`)).toBe('a b');
  });
});

describe('linear time', () => {
  const run = ' '.repeat(100_000);
  it.each([
    ['multi-line', () => quoted(`a${run}b${run}\n${run}c`)],
    ['one-line', () => oneLine(`a${run}b${run}\n${run}c`)],
    ['multi-line, tabs and NBSP', () => quoted(`a${'\t\u00a0'.repeat(50_000)}x`)],
  ])('%s: 100 000-space runs take milliseconds, not seconds', (_name, clean) => {
    const started = performance.now();
    clean();
    // Milliseconds on a quiet machine; a quadratic pattern takes tens of seconds. The bound leaves
    // room for a loaded machine and for Stryker's instrumented code.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('tabs', () => {
  it('a tab inside a line is a space, in both kinds of field', () => {
    expect(cleanLines('a\tb\t\tc')).toEqual(['a b  c']);
    expect(cleanOneLine('a\t\tb')).toBe('a b');
  });

  it('a single line stays one line; only blank lines around it go', () => {
    expect(cleanLines('x')).toEqual(['x']);
    expect(cleanLines('\n\nx')).toEqual(['x']);
    expect(cleanLines('x\n\n')).toEqual(['x']);
    expect(cleanLines('')).toEqual([]);
  });
});
