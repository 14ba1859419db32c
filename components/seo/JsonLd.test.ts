import { jsonLdString } from './JsonLd';

describe('jsonLdString', () => {
  it('escapes < so a value cannot close the script element, and still parses to the same data', () => {
    const data = { name: '</script><script>alert(1)</script>', note: 'a < b' };
    const text = jsonLdString(data);
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual(data);
  });
});
