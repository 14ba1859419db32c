import { earlyErrorScript } from './inlineScripts';
import { earlyScriptFirst } from './earlyScriptFirst.mjs';
import { withHashedScriptPolicy } from '@/lib/security/scriptHashes.mjs';

const early = `<script>${earlyErrorScript}</script>`;
const page = (head: string) =>
  `<!DOCTYPE html><html lang="ko"><head>${head}</head><body><script>x()</script></body></html>`;
const hoisted =
  '<link rel="stylesheet" href="/a.css" data-precedence="next"/><script src="/c.js" async=""></script>';

describe('earlyScriptFirst', () => {
  it('moves the early-error script before every stylesheet and chunk, after the charset', () => {
    const html = page(`<meta charSet="utf-8"/>${hoisted}<title>t</title>${early}`);
    expect(earlyScriptFirst(html)).toBe(
      page(`<meta charSet="utf-8"/>${early}${hoisted}<title>t</title>`),
    );
  });

  it('as React writes it now (right after <head>, before the charset): moved after the charset', () => {
    const html = page(`${early}<meta charSet="utf-8"/>${hoisted}<title>t</title>`);
    expect(earlyScriptFirst(html)).toBe(
      page(`<meta charSet="utf-8"/>${early}${hoisted}<title>t</title>`),
    );
  });

  it('a page without a charset gets it right after <head>; one without the script is unchanged', () => {
    expect(earlyScriptFirst(page(`${hoisted}${early}`))).toBe(page(`${early}${hoisted}`));
    expect(earlyScriptFirst(page(hoisted))).toBe(page(hoisted));
  });

  it('with the policy added after it: charset, policy, then the script', async () => {
    const html = await withHashedScriptPolicy(
      earlyScriptFirst(page(`<meta charSet="utf-8"/>${hoisted}${early}`)),
      ["'self'"],
    );
    const order = ['charSet', 'Content-Security-Policy', '__chaedleErrorQueue', 'stylesheet'];
    const at = order.map((marker) => html.indexOf(marker));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(earlyScriptFirst(html)).toBe(html);
  });
});
