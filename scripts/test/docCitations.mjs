/**
 * The code cites the repository's documents by section: `docs/performance.md, "Icon sheets"`
 * (docs/testing.md, "Citations of the documents"). These helpers find every such citation in a
 * source file, and every section a document offers: its headings and its bold-labelled
 * paragraphs. scripts/test/docCitations.test.mjs checks that each citation names one that exists.
 */

/**
 * The documents a citation may name, as paths from the repository's root. README and SECURITY are
 * also cited without their extension (`README, "Commands"`).
 */
const DOCUMENT = String.raw`(docs/[A-Za-z0-9_-]+\.md|\b(?:README|SECURITY)(?:\.md)?\b)`;

/**
 * A citation: the document, an optional comma, then the section in straight or curly quotes, which
 * may open a parenthesis (`docs/product.md ("Forms")`). A comment may break it across lines; the
 * line break and the next line's comment marker (`*`, `//`, `#`) count as one space.
 */
const CITATION = new RegExp(
  String.raw`${DOCUMENT},?(?:\s|\*|//|#)+\(?["“]((?:[^"”\n]|\n\s*(?:\*|//|#)?\s*)+?)["”]`,
  'g',
);

/**
 * Every citation of a document's section in a source file's text.
 * @param {string} text
 * @returns {{ document: string, section: string, line: number }[]}
 */
export function citationsIn(text) {
  const found = [];
  for (const match of text.matchAll(CITATION)) {
    // Inline marks aside, as the sections are read: `npm run check:vercel` names the same heading.
    const section = plain(match[2].replace(/\n\s*(?:\*|\/\/|#)?\s*/g, ' '));
    const line = text.slice(0, match.index).split('\n').length;
    const document = match[1].endsWith('.md') ? match[1] : `${match[1]}.md`;
    found.push({ document, section, line });
  }
  return found;
}

/** Markdown's inline marks that a heading may carry and a citation leaves out. */
function plain(text) {
  return text
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*([^*]*)\*\*/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The sections a Markdown document offers to a citation: each heading's text, and each bold label
 * that opens a paragraph or a list item (`**Label.**`, `- **Label**: …`), without a final period or
 * colon. Fenced code blocks offer none.
 * @param {string} markdown
 * @returns {Set<string>}
 */
export function sectionsOf(markdown) {
  const sections = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    // A numbered heading (SECURITY.md's `## 4. HTTP Observatory`) is cited by its words.
    if (heading) sections.add(plain(heading[1]).replace(/^\d+\.\s+/, ''));
    const label = /^\s*(?:[-*+]\s+|\d+\.\s+)?\*\*(.+?)\*\*/.exec(line);
    if (label) sections.add(plain(label[1]).replace(/[.:]$/, ''));
  }
  return sections;
}

/**
 * The anchors a Markdown document's headings get on GitHub (a link `decisions.md#fonts` lands on
 * `## Fonts`): the heading's text lowercased, without punctuation or symbols, each space a hyphen;
 * a repeated heading gets `-1`, `-2`…
 * @param {string} markdown
 * @returns {Set<string>}
 */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = plain(heading[1])
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/**
 * The links of a Markdown document to files of the repository (`[text](../SECURITY.md#anchor)`,
 * `[text](#anchor)` within the page), outside fenced code; links with a scheme are not ours.
 * @param {string} markdown
 * @returns {{ path: string, anchor?: string, line: number }[]}
 */
export function linksIn(markdown) {
  const found = [];
  let fenced = false;
  for (const [index, line] of markdown.split('\n').entries()) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) continue;
    for (const match of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(match[1])) continue;
      const [path, anchor] = match[1].split('#');
      found.push({ path, ...(anchor === undefined ? {} : { anchor }), line: index + 1 });
    }
  }
  return found;
}
