/**
 * @jest-environment <rootDir>/scripts/jestDomEnvironment.cjs
 */
import { LIMITS, safeHref, sanitizeHtml, type SafeElement, type SafeNode } from './sanitize';

const PAGE = 'https://www.chaedle.com/ko/private/terms/101';

function elements(nodes: SafeNode[]): SafeElement[] {
  return nodes.flatMap((node) =>
    typeof node === 'string' ? [] : [node, ...elements(node.children)],
  );
}

function text(nodes: SafeNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : text(node.children))).join('');
}

/** The one link the payload leaves, or undefined when the href was dropped. */
function linkOf(html: string) {
  const links = elements(sanitizeHtml(html, { base: PAGE })).filter((e) => e.tag === 'a');
  expect(links).toHaveLength(1);
  return links[0]!.attrs;
}

describe('link hrefs: the URL parser decides', () => {
  // [payload href (as written in the HTML attribute), what survives]
  const dropped: [string, string][] = [
    ['javascript', 'javascript:alert(1)'],
    ['upper-case javascript', 'JAVASCRIPT:alert(1)'],
    ['mixed-case javascript with a tab', ' JaVa&#x09;ScRiPt:alert(1)'],
    ['newline inside the scheme', 'java&#x0A;script:alert(1)'],
    [
      'entity-encoded javascript',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:alert(1)',
    ],
    ['hex entities, no semicolons', '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74:alert(1)'],
    ['named-entity colon', 'javascript&colon;alert(1)'],
    ['leading control characters', '&#x01;&#x1F;javascript:alert(1)'],
    ['data: HTML', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['DATA: upper case', 'DATA:text/html,<script>alert(1)</script>'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['file', 'file:///etc/passwd'],
    ['blob', 'blob:https://evil.com/uuid'],
    ['ftp', 'ftp://evil.com/'],
    ['an unparsable URL', 'http://[::1'],
  ];
  it.each(dropped)('%s: no href', (_name, href) => {
    expect(linkOf(`<a href="${href}">x</a>`).href).toBeUndefined();
  });

  // Characters String.prototype.trim strips but the URL parser does not: the old check returned
  // `raw.trim()`, so these became live data:/vbscript:/protocol-relative links. Now they resolve
  // as paths on the site itself.
  const sameSite: [string, string, string][] = [
    [
      'ideographic space before data:',
      '&#x3000;data:text/html,x',
      'https://www.chaedle.com/ko/private/terms/%E3%80%80data:text/html,x',
    ],
    [
      'ideographic space before vbscript:',
      '&#x3000;vbscript:msgbox(1)',
      'https://www.chaedle.com/ko/private/terms/%E3%80%80vbscript:msgbox(1)',
    ],
    [
      'no-break space before //evil.com',
      '&nbsp;//evil.com/',
      'https://www.chaedle.com/ko/private/terms/%C2%A0//evil.com/',
    ],
    [
      'BOM before javascript:',
      '&#xFEFF;javascript:alert(1)',
      'https://www.chaedle.com/ko/private/terms/%EF%BB%BFjavascript:alert(1)',
    ],
    ['relative path', '../consent/101', 'https://www.chaedle.com/ko/private/consent/101'],
    ['absolute path', '/ko/contact/qna', 'https://www.chaedle.com/ko/contact/qna'],
    ['fragment', '#section-2', 'https://www.chaedle.com/ko/private/terms/101#section-2'],
  ];
  it.each(sameSite)('%s: resolved on the site, same tab', (_name, href, expected) => {
    const attrs = linkOf(`<a href="${href}">x</a>`);
    expect(attrs.href).toBe(expected);
    expect(new URL(attrs.href!).origin).toBe('https://www.chaedle.com');
    expect(attrs.target).toBeUndefined();
  });

  // Browsers open these on another host; the parser says so, and they get a new tab.
  const otherOrigin: [string, string, string][] = [
    ['backslashes', '\\\\evil.com/', 'https://evil.com/'],
    ['slash-backslash', '/\\evil.com/', 'https://evil.com/'],
    ['protocol-relative', '//evil.com/x', 'https://evil.com/x'],
    ['tab inside the slashes', '/&#x09;/evil.com/', 'https://evil.com/'],
    ['plain https', 'https://example.com/a b', 'https://example.com/a%20b'],
    ['http', 'HTTP://Example.com', 'http://example.com/'],
    ['same host, other scheme', 'http://www.chaedle.com/', 'http://www.chaedle.com/'],
  ];
  it.each(otherOrigin)(
    '%s: opens %s in a new tab without opener or referrer',
    (_n, href, expected) => {
      expect(linkOf(`<a href="${href}">x</a>`)).toEqual({
        href: expected,
        target: '_blank',
        rel: 'noopener noreferrer',
      });
    },
  );

  it('keeps mailto: and tel: (same tab) and the parsed form is what is returned', () => {
    expect(linkOf('<a href="mailto:privacy@chaedle.com">x</a>')).toEqual({
      href: 'mailto:privacy@chaedle.com',
    });
    expect(linkOf('<a href=" tel:+82-2-123-4567 ">x</a>')).toEqual({ href: 'tel:+82-2-123-4567' });
    expect(safeHref('MAILTO:a@b.c', PAGE)?.href).toBe('mailto:a@b.c');
  });

  it('defaults to the page the script runs on', () => {
    const [link] = elements(sanitizeHtml('<a href="/x">x</a>'));
    expect(link!.attrs.href).toBe(new URL('/x', window.location.href).href);
  });
});

describe('elements and attributes', () => {
  const inert: [string, string][] = [
    ['script', '<script>alert(1)</script><p>ok</p>'],
    ['event handler', '<p onclick="alert(1)" onmouseover="alert(2)">ok</p>'],
    ['img onerror', '<img src=x onerror=alert(1)><p>ok</p>'],
    [
      'svg',
      '<svg onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">s</a></svg><p>ok</p>',
    ],
    [
      'svg foreignObject',
      '<svg><foreignObject><p onclick="alert(1)">in svg</p></foreignObject></svg><p>ok</p>',
    ],
    ['MathML', '<math><mtext><a href="javascript:alert(1)">m</a></mtext></math><p>ok</p>'],
    ['base', '<base href="https://evil.com/"><p>ok</p>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.com/"><p>ok</p>'],
    [
      'form action',
      '<form action="https://evil.com/"><input name="pw"><button>go</button></form><p>ok</p>',
    ],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>ok</p>'],
    ['object', '<object data="data:text/html,x"></object><p>ok</p>'],
    ['style element', '<style>body{display:none}</style><p>ok</p>'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">ok</p>'],
    ['comment', '<!-- <script>alert(1)</script> --><p>ok</p>'],
    ['conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]--><p>ok</p>'],
    ['template', '<template><script>alert(1)</script></template><p>ok</p>'],
    [
      'noscript',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">x</p></noscript><p>ok</p>',
    ],
    ['id, class and data attributes', '<p id="a" class="b" data-x="c" name="d">ok</p>'],
    ['link', '<link rel="stylesheet" href="https://evil.com/x.css"><p>ok</p>'],
  ];
  it.each(inert)('%s: nothing executable, loadable or styled survives', (_name, html) => {
    const nodes = sanitizeHtml(html, { base: PAGE });
    const all = elements(nodes);
    expect(all.map((e) => e.tag)).not.toEqual(
      expect.arrayContaining([
        'script',
        'style',
        'img',
        'svg',
        'math',
        'base',
        'meta',
        'form',
        'iframe',
        'object',
        'input',
        'button',
        'link',
        'template',
      ]),
    );
    for (const element of all) {
      for (const name of Object.keys(element.attrs))
        expect([
          'href',
          'title',
          'target',
          'rel',
          'colspan',
          'rowspan',
          'scope',
          'start',
        ]).toContain(name);
      if (element.attrs.href) expect(element.attrs.href).toMatch(/^(https?|mailto|tel):/);
    }
    expect(text(nodes)).toContain('ok');
    expect(text(nodes)).not.toMatch(/alert/);
  });

  it('keeps the allowed structure, steps h1 down to h2 and unwraps unknown elements', () => {
    expect(
      sanitizeHtml(
        '<h1>T</h1><p>a <strong>b</strong> <blink>c</blink></p><td colspan="2 ">x</td>',
        {
          base: PAGE,
        },
      ),
    ).toEqual([
      { tag: 'h2', attrs: {}, children: ['T'] },
      {
        tag: 'p',
        attrs: {},
        children: ['a ', { tag: 'strong', attrs: {}, children: ['b'] }, ' ', 'c'],
      },
      'x',
    ]);
  });
});

describe('caps', () => {
  it('10 000-deep nesting stops at the depth cap and returns quickly', () => {
    // jsdom's parser (parse5) needs minutes for 10 000 nested tags (Chromium caps the tree at 512
    // levels), so the tree is built directly and handed over as the parser's result.
    const doc = document.implementation.createHTMLDocument('');
    let parent: Element = doc.body;
    for (let i = 0; i < 10_000; i += 1) parent = parent.appendChild(doc.createElement('div'));
    parent.appendChild(doc.createTextNode('deep'));
    const parser = { parseFromString: () => doc } as unknown as DOMParser;
    const started = Date.now();
    const nodes = sanitizeHtml('(prebuilt)', { base: PAGE, parser });
    expect(Date.now() - started).toBeLessThan(2_000);
    let depth = 0;
    for (
      let node: SafeNode | undefined = nodes[0];
      node && typeof node !== 'string';
      node = node.children[0]
    )
      depth += 1;
    expect(depth).toBe(LIMITS.depth + 1);
    expect(text(nodes)).toBe('');
  });

  it('a 5 MB body is cut at the node and text caps', () => {
    const paragraph = '<p>약관 문단입니다. <a href="https://example.com/">link</a></p>';
    const html = paragraph.repeat(Math.ceil((5 * 1024 * 1024) / paragraph.length));
    expect(html.length).toBeGreaterThan((5 * 1024 * 1024) / 4);
    const nodes = sanitizeHtml(html, { base: PAGE });
    let count = 0;
    const visit = (list: SafeNode[]) =>
      list.forEach((node) => {
        count += 1;
        if (typeof node !== 'string') visit(node.children);
      });
    visit(nodes);
    expect(count).toBeLessThanOrEqual(LIMITS.nodes);
    expect(text(nodes).length).toBeLessThanOrEqual(LIMITS.textChars);
  });

  it('one huge text node is cut at the text cap', () => {
    const nodes = sanitizeHtml(`<p>${'가'.repeat(1_000_000)}</p>`, { base: PAGE });
    expect(text(nodes).length).toBe(LIMITS.textChars);
  });
});
