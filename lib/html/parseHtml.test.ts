import { attributeOf, elementsOf, placeOf, textOf } from './parseHtml.mjs';

const named = (html: string, tagName: string) =>
  elementsOf(html).find((element) => element.tagName === tagName)!;

describe('elementsOf', () => {
  it('is every element in document order, those the parser implies too, and nothing else', () => {
    expect(elementsOf('<p>a<b>x</b></p><i>y</i>').map((element) => element.tagName)).toEqual([
      'html',
      'head',
      'body',
      'p',
      'b',
      'i',
    ]);
  });

  it('does not look inside <template>, whose content is inert', () => {
    const tags = elementsOf('<template><script>inert()</script></template>').map(
      (element) => element.tagName,
    );
    expect(tags).toEqual(['html', 'head', 'template', 'body']);
  });
});

describe('attributeOf', () => {
  it('reads a name in any case; the first of a repeated attribute counts; absent is undefined', () => {
    const script = named('<script TYPE="module" type="text/plain" async>x()</script>', 'script');
    expect(attributeOf(script, 'type')).toBe('module');
    expect(attributeOf(script, 'async')).toBe('');
    expect(attributeOf(script, 'src')).toBeUndefined();
  });
});

describe('textOf', () => {
  it("is a script's source as the parser hands it over", () => {
    expect(textOf(named('<script>if (a < b && c) go("</p>")</script>', 'script'))).toBe(
      'if (a < b && c) go("</p>")',
    );
  });

  it("is the element's own text, without its child elements' text", () => {
    expect(textOf(named('<p>before <b>bold</b> after</p>', 'p'))).toBe('before  after');
  });
});

describe('placeOf', () => {
  it('gives where an element starts and ends in the source, and where its start tag ends', () => {
    const html = '<p>a</p><div class="x">b</div>';
    expect(placeOf(named(html, 'div'))).toEqual({ start: 8, end: html.length, startTagEnd: 23 });
    expect(html.slice(8, 23)).toBe('<div class="x">');
  });

  it('refuses an element the parser implied, naming it: it has no place in the source', () => {
    expect(() => placeOf(named('<p>fragment</p>', 'head'))).toThrow(
      '<head> is implied, not in the source',
    );
  });
});
