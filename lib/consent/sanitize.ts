/**
 * Operator-written terms HTML → a plain tree of allowlisted elements (docs/product.md; its links: "Limits"; docs/threat-model.md).
 * Parsed with the DOMParser of a sandboxed frame (an inert document: nothing in it runs, loads or
 * is reported) and rebuilt from an allowlist, so the result is rendered as React elements and never
 * injected as HTML.
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

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Raw values that are links in disguise (docs/threat-model.md): a backslash (browsers read it as a
 * slash, so `\\evil.com` is another host), any ASCII control character, any whitespace or Unicode
 * space (Zs), control (Cc) or format (Cf) character (the parser strips or encodes them where a reader
 * does not see them), and a leading `//` (another host that looks like a path on ours).
 */
const DISGUISED = /[\\\s\p{Zs}\p{Cc}\p{Cf}]/u;

/**
 * Disguised values are refused first; then the URL parser decides, as the browser will when the
 * link is followed: the raw value is resolved against the page, and only http(s), mailto and tel
 * without a user name or password survive, returned as the parsed `href` (so what is checked is
 * exactly what is opened: no trimming of our own, no second interpretation).
 */
export function safeHref(raw: string, base: string): URL | undefined {
  if (DISGUISED.test(raw) || raw.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  if (url.username !== '' || url.password !== '') return undefined;
  return SAFE_PROTOCOLS.has(url.protocol) ? url : undefined;
}

/** Caps: a hostile or broken document cannot make the page build an unbounded tree. */
export const LIMITS = { depth: 64, nodes: 5_000, textChars: 300_000 } as const;

type Context = { base: URL; nodes: number; textChars: number };

function cleanAttrs(tag: string, element: Element, context: Context): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const name of ATTRIBUTES[tag] ?? []) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    if (name === 'href') {
      const url = safeHref(value, context.base.href);
      if (!url) continue;
      attrs.href = url.href;
      if (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        url.origin !== context.base.origin
      ) {
        attrs.target = '_blank';
        attrs.rel = 'noopener noreferrer';
      }
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

/** Past the depth or node cap, each further node returns at once: the loops need no check. */
function walk(node: Node, depth: number, context: Context): SafeNode[] {
  if (depth > LIMITS.depth || context.nodes >= LIMITS.nodes) return [];
  context.nodes += 1;
  if (node.nodeType === 3) {
    const text = (node.textContent ?? '').slice(0, LIMITS.textChars - context.textChars);
    context.textChars += text.length;
    return text ? [text] : [];
  }
  if (node.nodeType !== 1) return []; // comments, processing instructions, CDATA
  const element = node as Element;
  const name = element.localName.toLowerCase();
  if (DROPPED.has(name) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') return [];
  const children: SafeNode[] = [];
  if (!VOID.has(name)) {
    for (let child = element.firstChild; child; child = child.nextSibling) {
      children.push(...walk(child, depth + 1, context));
    }
  }
  const tag = RENAMED[name] ?? name;
  if (!ALLOWED.has(tag)) return children; // unwrap
  return [{ tag, attrs: cleanAttrs(tag, element, context), children }];
}

export type SanitizeOptions = {
  /** The page the links are resolved against (default: the current page). */
  base?: string;
  parser?: DOMParser;
};

/**
 * A DOMParser of a hidden frame sandboxed without scripts. Any document parsed on the page itself
 * (DOMParser, a template, createHTMLDocument) shares the page's strict policy, and Chromium reports
 * a `script-src-attr` violation for every event-handler attribute it meets, each sent to Sentry as
 * if it were an attack. In a frame without scripts the handlers are never compiled, so nothing is
 * reported (docs/threat-model.md). The documents stay inert: nothing in them runs or loads.
 */
function sandboxedParser(): { parser: DOMParser; dispose: () => void } | undefined {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-same-origin');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.display = 'none';
  document.body.appendChild(frame);
  const dispose = () => frame.remove();
  const Parser = (frame.contentWindow as (Window & typeof globalThis) | null)?.DOMParser;
  if (!Parser) {
    dispose();
    return undefined;
  }
  return { parser: new Parser(), dispose };
}

/** Sanitise operator HTML. Browser (or jsdom) only: needs DOMParser. */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): SafeNode[] {
  const base = new URL(options.base ?? window.location.href);
  const sandboxed = options.parser ? undefined : sandboxedParser();
  try {
    const parser = options.parser ?? sandboxed?.parser ?? new DOMParser();
    const doc = parser.parseFromString(html, 'text/html');
    const context: Context = { base, nodes: 0, textChars: 0 };
    const nodes: SafeNode[] = [];
    for (let child = doc.body.firstChild; child; child = child.nextSibling) {
      nodes.push(...walk(child, 0, context));
    }
    return nodes;
  } finally {
    sandboxed?.dispose();
  }
}
