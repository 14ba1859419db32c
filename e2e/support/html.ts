/**
 * Reading a page's server HTML (Playwright's `request`, no browser), for what the HTML alone
 * decides: a status, a canonical link, a heading's text, an element present or absent. A browser
 * visit of one representative page keeps what hydration could change (docs/testing.md).
 */

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Character references decoded (`&amp;`, `&#39;`, `&#x2019;`, …). */
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
    const hex = name[1] === 'x' || name[1] === 'X';
    return String.fromCodePoint(hex ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
  });
}

/** The text of an HTML fragment as a browser would show it: tags dropped, spaces collapsed. */
export function textOf(fragment: string): string {
  return decode(fragment.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The markup without its scripts (the framework's payload repeats the page inside them). */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, '');
}

/** The inner HTML of the first `tag` element, or undefined. */
export function firstInner(html: string, tag: string): string | undefined {
  return new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'i').exec(withoutScripts(html))?.[1];
}

/** How many `tag` elements the markup has. */
export function countTags(html: string, tag: string): number {
  return withoutScripts(html).match(new RegExp(`<${tag}[\\s>/]`, 'gi'))?.length ?? 0;
}

/** An attribute of the first start tag that matches `startTag` (e.g. /<link[^>]*rel="canonical"/). */
export function attributeOf(html: string, startTag: RegExp, name: string): string | undefined {
  const tag = new RegExp(`${startTag.source}[^>]*>`, 'i').exec(withoutScripts(html))?.[0];
  const value = tag ? new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] : undefined;
  return value === undefined ? undefined : decode(value);
}
