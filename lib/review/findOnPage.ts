/**
 * Where the review mode's drafts and assets are on the page (docs/copy.md):
 * a draft's texts by the text they render (lib/review/textPattern.ts), an asset by the address of
 * a link, image, video or track that offers it, or of an element that draws it from a stylesheet
 * while it is a placeholder (`data-placeholder-asset`: the company's mark, lib/content/siteMark.ts).
 */
import { DISTINCT_LETTERS, longestLiteral, renderedText, renderedTextPattern } from './textPattern';

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'svg']);

/** The elements under `root` with their rendered text, outside `skip` (the review mode's own UI). */
function textElements(root: Element, skip: Element | null) {
  const found: { element: Element; text: string }[] = [];
  const walk = (element: Element) => {
    if (SKIPPED.has(element.tagName) || element === skip) return;
    found.push({ element, text: renderedText(element.textContent ?? '') });
    for (const child of element.children) walk(child);
  };
  walk(root);
  return found;
}

/** The deepest of the elements: none that holds another of them. */
function deepest(elements: Element[]): Element[] {
  return elements.filter(
    (element) => !elements.some((other) => other !== element && element.contains(other)),
  );
}

/**
 * For each text, the elements that render it: those whose whole text it is, else (a text of
 * DISTINCT_LETTERS letters or more) the innermost that hold it among other text.
 */
export function findTexts(root: Element, texts: readonly string[], skip: Element | null = null) {
  const elements = textElements(root, skip);
  const all = elements[0]?.text ?? '';
  return texts.map((text) => {
    const pattern = renderedTextPattern(text);
    const literal = longestLiteral(text);
    if (!pattern || !all.includes(literal)) return [];
    const holding = elements.filter(({ text: rendered }) => rendered.includes(literal));
    const whole = holding.filter(({ text: rendered }) => pattern.test(rendered));
    if (whole.length) return deepest(whole.map(({ element }) => element));
    if (renderedText(text).replace(/[\s\p{P}]/gu, '').length < DISTINCT_LETTERS) return [];
    const inner = new RegExp(pattern.source.slice(1, -1), 'u');
    return deepest(
      holding.filter(({ text: rendered }) => inner.test(rendered)).map(({ element }) => element),
    );
  });
}

const ASSET_SELECTOR =
  'a[href], img[src], video[poster], source[src], track[src], [data-placeholder-asset]';

/** The path of an element's address on this site, or undefined for another origin. */
function ownPath(element: Element, base: string): string[] {
  return ['href', 'src', 'poster', 'data-placeholder-asset']
    .map((name) => element.getAttribute(name))
    .flatMap((value) => {
      if (!value) return [];
      const url = new URL(value, base);
      return url.origin === new URL(base).origin ? [url.pathname] : [];
    });
}

/** For each asset path (`files/chaedle-catalog.pdf`), the elements that offer it (a video for its sources). */
export function findAssets(root: Element, paths: readonly string[], base: string) {
  const offered = [...root.querySelectorAll(ASSET_SELECTOR)].map((element) => ({
    element: element.matches('source, track') ? (element.closest('video') ?? element) : element,
    paths: ownPath(element, base),
  }));
  return paths.map((path) => [
    ...new Set(
      offered.filter((item) => item.paths.includes(`/${path}`)).map((item) => item.element),
    ),
  ]);
}

/** Whether an element takes up room on the page now (not in a closed tab, answer or dialog). */
export const isShown = (element: Element) => element.getClientRects().length > 0;
