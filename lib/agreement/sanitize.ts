/**
 * Operator-written terms HTML → a plain tree of allowlisted elements (CONTRACT.md section 3).
 * Parsed with DOMParser (an inert document: nothing in it runs or loads) and rebuilt from an
 * allowlist, so the result is rendered as React elements and never injected as HTML.
 */

export type SafeElement = { tag: string; attrs: Record<string, string>; children: SafeNode[] };
export type SafeNode = string | SafeElement;

/** Elements kept as they are. */
const ALLOWED = new Set([
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'span',
  'div',
  'section',
  'article',
]);

/** Headings step down one level: the page's own title is the one h1. */
const RENAMED: Record<string, string> = { h1: 'h2' };

/** Elements dropped with everything inside them. Anything else unknown is unwrapped (its text kept). */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'img',
  'picture',
  'video',
  'audio',
  'source',
  'track',
  'canvas',
  'portal',
  'dialog',
]);

const VOID = new Set(['br', 'hr']);

/** Only these attributes survive, per element; no event handlers, styles, classes or ids. */
const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

/** http(s), mailto and tel links, and same-site relative paths; never javascript:, data:, vbscript: … */
export function safeHref(raw: string): string | undefined {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
  const compact = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!compact) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // Relative: a path or fragment, but not a protocol-relative //host.
    return compact.startsWith('//') ? undefined : raw.trim();
  }
  return ['http', 'https', 'mailto', 'tel'].includes(scheme) ? raw.trim() : undefined;
}

function cleanAttrs(tag: string, element: Element): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const name of ATTRIBUTES[tag] ?? []) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    if (name === 'href') {
      const href = safeHref(value);
      if (href) attrs.href = href;
    } else if (name === 'colspan' || name === 'rowspan' || name === 'start') {
      if (/^\d{1,3}$/.test(value.trim())) attrs[name] = value.trim();
    } else if (name === 'scope') {
      if (['row', 'col', 'rowgroup', 'colgroup'].includes(value)) attrs.scope = value;
    } else {
      attrs[name] = value;
    }
  }
  return attrs;
}

function walk(node: Node, depth: number): SafeNode[] {
  if (depth > 64) return [];
  if (node.nodeType === 3) return [node.textContent ?? ''];
  if (node.nodeType !== 1) return []; // comments, processing instructions, CDATA
  const element = node as Element;
  const name = element.localName.toLowerCase();
  if (DROPPED.has(name) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') return [];
  const children = VOID.has(name)
    ? []
    : Array.from(element.childNodes).flatMap((child) => walk(child, depth + 1));
  const tag = RENAMED[name] ?? name;
  if (!ALLOWED.has(tag)) return children; // unwrap
  return [{ tag, attrs: cleanAttrs(tag, element), children }];
}

/** Sanitise operator HTML. Browser only (needs DOMParser). */
export function sanitizeHtml(html: string, parser: DOMParser = new DOMParser()): SafeNode[] {
  const doc = parser.parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes).flatMap((child) => walk(child, 0));
}
