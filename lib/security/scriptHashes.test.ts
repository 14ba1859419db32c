import { createHash } from 'node:crypto';
import {
  hashedScriptSrc,
  inlineScripts,
  metaPolicies,
  scriptsOutsidePolicy,
  sha256Source,
  withHashedScriptPolicy,
} from './scriptHashes.mjs';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="ko"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

describe('inlineScripts', () => {
  it('finds every inline script the browser runs, in order, and nothing else', () => {
    const html = page(
      '<script src="/_next/static/chunks/a.js" async=""></script><script>early()</script>',
      [
        '<script>self.__next_f.push([1,"a"])</script>',
        '<script type="application/ld+json">{"@type":"Organization"}</script>',
        '<script type="module">mod()</script>',
        '<script type="text/javascript" id="x">typed()</script>',
        "<script type='speculationrules'>{}</script>",
        '<script defer src=/x.js></script>',
        '<SCRIPT>upper()</SCRIPT >',
      ].join(''),
    );
    expect(inlineScripts(html)).toEqual([
      'early()',
      'self.__next_f.push([1,"a"])',
      'mod()',
      'typed()',
      'upper()',
    ]);
  });

  it('takes the text as the parser hands it over: raw, CR LF as LF, empty scripts too', () => {
    expect(inlineScripts('<script>a&amp;b\r\nc\rd</script><script></script>')).toEqual([
      'a&amp;b\nc\nd',
      '',
    ]);
  });
});

describe('sha256Source', () => {
  it("is the CSP source of the text's SHA-256 in base64, over UTF-8", () => {
    const text = 'document.title="채들"';
    const digest = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');
    expect(sha256Source(text)).toBe(`'sha256-${digest}'`);
    // The example of the CSP specification ("Hash usage for script elements").
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('withHashedScriptPolicy', () => {
  const html = page(
    '<script>early()</script>',
    '<script>late()</script><script>late()</script><script type="application/ld+json">{}</script>',
  );

  it('puts the policy first in <head>, after the charset, with each inline script hashed once', () => {
    const out = withHashedScriptPolicy(html, ["'self'", 'https://vercel.live']);
    expect(out).toMatch(
      /^<!DOCTYPE html><html lang="ko"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" [^>]*\/><script>early\(\)/,
    );
    expect(metaPolicies(out)).toEqual([
      `script-src 'self' https://vercel.live ${sha256Source('early()')} ${sha256Source('late()')}`,
    ]);
    expect(out.replace(/<meta http-equiv[^>]*>/, '')).toBe(html);
  });

  it('a page without a charset gets it right after <head>', () => {
    const out = withHashedScriptPolicy('<html><head><title>t</title><script>x()</script></head>', [
      "'self'",
    ]);
    expect(out).toMatch(/^<html><head><meta http-equiv="Content-Security-Policy"/);
  });

  it('a second run gives the same page, not a second policy', () => {
    const once = withHashedScriptPolicy(html, ["'self'"]);
    expect(withHashedScriptPolicy(once, ["'self'"])).toBe(once);
  });

  it('a script added to a layout is hashed without any list to update', () => {
    const more = html.replace('</head>', '<script>window.__queue=[]</script></head>');
    expect(hashedScriptSrc(more, [])).toContain(sha256Source('window.__queue=[]'));
  });

  it('refuses a document with no <head>', () => {
    expect(() => withHashedScriptPolicy('<p>fragment</p>', [])).toThrow(/<head>/);
  });
});

describe('scriptsOutsidePolicy', () => {
  const html = page('<script>a()</script>', '<script>b()</script>');
  it('counts the inline scripts its own policy leaves out: none once the step ran, all without it', () => {
    expect(scriptsOutsidePolicy(withHashedScriptPolicy(html, ["'self'"]))).toBe(0);
    expect(scriptsOutsidePolicy(html)).toBe(2);
    const edited = withHashedScriptPolicy(html, ["'self'"]).replace('b()', 'c()');
    expect(scriptsOutsidePolicy(edited)).toBe(1);
  });
});
