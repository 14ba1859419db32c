/**
 * Reading a page's server HTML (Playwright's `request`, no browser), for what the HTML alone
 * decides: a status, a canonical link, a heading's text, an element present or absent. Read by the
 * WHATWG parser (lib/html/parseHtml.mjs), as a browser reads it. A browser visit of one
 * representative page keeps what hydration could change (docs/testing.md).
 */
import { attributeOf, elementsOf, type Element } from '../../lib/html/parseHtml.mjs';

export { attributeOf };

/** The page's elements named `tag`, in document order. */
export const elementsNamed = (html: string, tag: string): Element[] =>
  elementsOf(html).filter((element) => element.tagName === tag);

/** An element's text as a browser shows it: every text inside it, spaces collapsed. */
export function visibleText(element: Element | undefined): string {
  const walk = (node: Element): string =>
    node.childNodes
      .map((child) => ('value' in child ? child.value : 'tagName' in child ? walk(child) : ''))
      .join('');
  return element ? walk(element).replace(/\s+/g, ' ').trim() : '';
}

/** The text of the page's body a visitor can be shown, hidden parts included; no script or style. */
export function pageText(html: string): string {
  const walk = (node: Element): string =>
    ['script', 'style', 'template'].includes(node.tagName)
      ? ' '
      : node.childNodes
          .map((child) => ('value' in child ? child.value : 'tagName' in child ? walk(child) : ''))
          .join('');
  return walk(elementsNamed(html, 'body')[0]!).replace(/\s+/g, ' ');
}
