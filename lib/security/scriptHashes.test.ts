import { createHash } from 'node:crypto';
import {
  afterHeadStart,
  hashedScriptSrc,
  inlineScripts,
  metaPolicies,
  scriptsOutsidePolicy,
  withHashedScriptPolicy,
} from './scriptHashes.mjs';
import { sha256Source } from './sha256Source.mjs';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="ko"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

describe('inlineScripts', () => {
  it('finds every inline script the browser runs, in order, and nothing else', async () => {
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

  it('reads the type as HTML does: the first attribute of a name wins, spaces around, no value', () => {
    expect(
      inlineScripts(
        [
          '<script type="application/ld+json" type="module">{"a":1}</script>',
          '<script type=" text/javascript ">spaced()</script>',
          '<script type>bare()</script>',
          '<script data-x="1" src="/a.js" src="">external()</script>',
        ].join(''),
      ),
    ).toEqual(['spaced()', 'bare()']);
  });

  it('reads attributes as HTML does: any spacing, single quotes, unquoted values, spaces around =', () => {
    expect(
      inlineScripts(
        [
          "<script  type='module'>single()</script>",
          '<script type=module>unquoted()</script>',
          '<script id = "x">spacedEquals()</script>',
          '<script\n\tnonce="n"\n>newline()</script>',
          '<script type = "application/ld+json">{}</script>',
          '<script type=application/ld+json>{}</script>',
          // A src attribute, even empty, means the browser never runs the element's text.
          '<script src>notRun()</script>',
        ].join(''),
      ),
    ).toEqual(['single()', 'unquoted()', 'spacedEquals()', 'newline()']);
  });

  it('runs every JavaScript MIME type HTML names, in any case, and no other type', () => {
    const javaScript = [
      'application/ecmascript',
      'application/javascript',
      'application/x-ecmascript',
      'application/x-javascript',
      'text/ecmascript',
      'text/javascript',
      'text/javascript1.0',
      'text/javascript1.5',
      'text/jscript',
      'text/livescript',
      'text/x-ecmascript',
      'text/x-javascript',
      'TEXT/JavaScript',
      'Module',
    ];
    const others = ['text/javascript1.6', 'text/vbscript', 'application/json', 'modules', 'text'];
    const html = [...javaScript, ...others]
      .map((type, i) => `<script type="${type}">s${i}()</script>`)
      .join('');
    expect(inlineScripts(html)).toEqual(javaScript.map((_, i) => `s${i}()`));
  });

  it('takes the text as the parser hands it over: raw, CR LF as LF, empty scripts too', async () => {
    expect(inlineScripts('<script>a&amp;b\r\nc\rd</script><script></script>')).toEqual([
      'a&amp;b\nc\nd',
      '',
    ]);
  });
});

describe('sha256Source', () => {
  it("is the CSP source of the text's SHA-256 in base64, over UTF-8", async () => {
    const text = 'document.title="채들"';
    const digest = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');
    expect(await sha256Source(text)).toBe(`'sha256-${digest}'`);
    // The example of the CSP specification ("Hash usage for script elements").
    expect(await sha256Source('alert(1)')).toBe(
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    );
  });
});

describe('withHashedScriptPolicy', () => {
  const html = page(
    '<script>early()</script>',
    '<script>late()</script><script>late()</script><script type="application/ld+json">{}</script>',
  );

  it('puts the policy first in <head>, after the charset, with each inline script hashed once', async () => {
    const out = await withHashedScriptPolicy(html, ["'self'", 'https://vercel.live']);
    expect(out).toMatch(
      /^<!DOCTYPE html><html lang="ko"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" [^>]*\/><script>early\(\)/,
    );
    expect(metaPolicies(out)).toEqual([
      `script-src 'self' https://vercel.live ${await sha256Source('early()')} ${await sha256Source('late()')}`,
    ]);
    expect(out.replace(/<meta http-equiv[^>]*>/, '')).toBe(html);
  });

  it('a page without a charset gets it right after <head>', async () => {
    const out = await withHashedScriptPolicy(
      '<html><head><title>t</title><script>x()</script></head>',
      ["'self'"],
    );
    expect(out).toMatch(/^<html><head><meta http-equiv="Content-Security-Policy"/);
  });

  it.each([
    ['a <head> with attributes', '<head data-theme="light">', '<meta charset="utf-8">'],
    ['white space before the charset', '<head>', '\n  <meta charset="utf-8">'],
    ['a charset without a slash', '<head>', '<meta charset="utf-8">'],
    ['a charset with one', '<head>', '<meta charset="utf-8" />'],
  ])('%s: the policy goes right after the charset', async (_name, head, charset) => {
    const out = await withHashedScriptPolicy(
      `<html>${head}${charset}<script>x()</script></head></html>`,
      ["'self'"],
    );
    expect(
      out.startsWith(`<html>${head}${charset}<meta http-equiv="Content-Security-Policy" `),
    ).toBe(true);
  });

  it('a second run gives the same page, not a second policy', async () => {
    const once = await withHashedScriptPolicy(html, ["'self'"]);
    expect(await withHashedScriptPolicy(once, ["'self'"])).toBe(once);
  });

  it('a script added to a layout is hashed without any list to update', async () => {
    const more = html.replace('</head>', '<script>window.__queue=[]</script></head>');
    expect(await hashedScriptSrc(more, [])).toContain(await sha256Source('window.__queue=[]'));
  });

  it.each([
    ['a <meta> without a charset', '<meta name="viewport" content="width=device-width"/>'],
    ['another element with a charset', '<script src="/a.js" charset="utf-8"></script>'],
  ])('%s first in <head>: the policy goes before it', async (_name, first) => {
    const out = await withHashedScriptPolicy(`<html><head>${first}<title>t</title></head>`, []);
    expect(out.startsWith(`<html><head><meta http-equiv="Content-Security-Policy" `)).toBe(true);
    expect(out).toContain(`/>${first}<title>`);
  });

  it('replaces only its own policy <meta>: another element carrying the marker stays', async () => {
    const marked = html.replace('<body>', '<body><p data-script-hashes="">kept</p>');
    const out = await withHashedScriptPolicy(marked, ["'self'"]);
    expect(out).toContain('<body><p data-script-hashes="">kept</p>');
    expect(metaPolicies(out)).toHaveLength(1);
  });

  it('refuses a document with no <head> in its source, saying so', async () => {
    await expect(withHashedScriptPolicy('<p>fragment</p>', [])).rejects.toThrow(
      'no <head> to put the script policy in',
    );
  });
});

describe('afterHeadStart', () => {
  const head =
    '<html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" data-script-hashes="" content="script-src \'self\'"><title>t</title></head></html>';
  const afterCharset = head.indexOf('<meta http-equiv');
  const afterPolicy = head.indexOf('<title>');

  it('is after the charset; after the script policy too only when asked (withPolicy)', () => {
    expect(afterHeadStart(head)).toBe(afterCharset);
    expect(afterHeadStart(head, { withPolicy: true })).toBe(afterPolicy);
  });
});

describe('metaPolicies', () => {
  it('reads each policy <meta>, whatever the case of its http-equiv, and an empty one without content', () => {
    expect(
      metaPolicies(
        '<meta charset="utf-8"><meta http-equiv="content-security-policy" content="img-src \'self\'">' +
          '<meta http-equiv="Content-Security-Policy"><meta name="x" content="y">',
      ),
    ).toEqual(["img-src 'self'", '']);
  });

  it('reads only <meta> elements: the attribute on any other element sets no policy', () => {
    expect(
      metaPolicies('<link http-equiv="Content-Security-Policy" content="script-src *">'),
    ).toEqual([]);
  });
});

describe('scriptsOutsidePolicy', () => {
  const html = page('<script>a()</script>', '<script>b()</script>');
  it('counts the inline scripts its own policy leaves out: none once the step ran, all without it', async () => {
    expect(await scriptsOutsidePolicy(await withHashedScriptPolicy(html, ["'self'"]))).toBe(0);
    expect(await scriptsOutsidePolicy(html)).toBe(2);
    const edited = (await withHashedScriptPolicy(html, ["'self'"])).replace('b()', 'c()');
    expect(await scriptsOutsidePolicy(edited)).toBe(1);
  });

  it('reads the script policy, not another policy <meta> before it', async () => {
    const hashed = await withHashedScriptPolicy(html, ["'self'"]);
    const other = '<meta http-equiv="Content-Security-Policy" content="img-src \'self\'"/>';
    expect(await scriptsOutsidePolicy(hashed.replace('<head>', `<head>${other}`))).toBe(0);
  });
});
