import { renderedText, renderedTextPattern } from './textPattern';

const matches = (message: string, text: string) =>
  renderedTextPattern(message)?.test(renderedText(text)) ?? false;

describe('finding a message by the text it renders (docs/copy.md)', () => {
  test('a plain message matches its own text, white space aside, and nothing longer or shorter', () => {
    expect(matches('기능 연혁', '기능 연혁')).toBe(true);
    expect(matches('기능 연혁', '  기능\n   연혁 ')).toBe(true);
    expect(matches('기능 연혁', '기능 연혁 보기')).toBe(false);
    expect(matches('Price (a+b) [x]?', 'Price (a+b) [x]?')).toBe(true);
    expect(matches('Price (a+b) [x]?', 'Price a+b x')).toBe(false);
  });

  test('an argument, a plural or a select renders anything', () => {
    expect(matches('{count}개의 질문', '28개의 질문')).toBe(true);
    expect(matches('{app} 보기', '입주민 앱 보기')).toBe(true);
    expect(
      matches('{n, plural, one {# question} other {# questions}} found', '3 questions found'),
    ).toBe(true);
    expect(matches('{n, plural, one {# question} other {# questions}} found', 'found it')).toBe(
      false,
    );
  });

  test('rich-text tags render no text; ICU quotes are literal', () => {
    expect(matches('Read the <link>policy</link> first', 'Read the policy first')).toBe(true);
    expect(matches("It''s '{'here'}'", "It's {here}")).toBe(true);
  });

  test('too little literal text to tell apart: no pattern', () => {
    expect(renderedTextPattern('{count}')).toBeUndefined();
    expect(renderedTextPattern('Q')).toBeUndefined();
    expect(renderedTextPattern('{a} · {b}')).toBeUndefined();
    expect(renderedTextPattern('AI')).toBeDefined();
  });
});
