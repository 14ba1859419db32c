/**
 * How the review mode finds a message on the page (docs/copy.md): by the text
 * it renders. An ICU argument (`{count}`, a plural, a select) may render anything, so it becomes a
 * wildcard; rich-text tags (`<b>…</b>`) render no text of their own; white space is any run of it.
 */

/** The text between `{` and its matching `}` is one argument, nested ones included. */
function literalParts(message: string): string[] {
  const parts: string[] = [''];
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < message.length; i += 1) {
    const char = message[i]!;
    if (char === "'" && message[i + 1] === "'") {
      if (depth === 0) parts[parts.length - 1] += "'";
      i += 1;
    } else if (char === "'" && depth === 0 && (quoted || /[{}]/.test(message[i + 1] ?? ''))) {
      quoted = !quoted; // ICU quoting: '{' is a literal brace
    } else if (!quoted && char === '{') {
      if (depth === 0) parts.push('');
      depth += 1;
    } else if (!quoted && char === '}' && depth > 0) {
      depth -= 1;
      if (depth === 0) parts.push('');
    } else if (depth === 0) {
      parts[parts.length - 1] += char;
    }
  }
  return parts;
}

/**
 * The longest piece of a message's text that renders as written (white space collapsed): a cheap
 * test of whether a text can hold the message at all.
 */
export function longestLiteral(message: string): string {
  return literalParts(message.replace(TAG, ''))
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .reduce((longest, part) => (part.length > longest.length ? part : longest), '');
}

const TAG = /<\/?[a-zA-Z][\w-]*\s*\/?>/g;

/**
 * How many letters or digits a text needs to be told apart from other text: inside a longer text
 * (lib/review/findOnPage.ts) and on a page the register does not place its draft on
 * (lib/review/reviewData.ts).
 */
export const DISTINCT_LETTERS = 12;

/** The letters and digits a message renders as written (arguments and tags aside). */
export const literalLetters = (message: string) =>
  literalParts(message.replace(TAG, ''))
    .join('')
    .replace(/[\s\p{P}\p{S}]/gu, '').length;

/** A message as it reads with its tags left out, white space collapsed: what holds other texts. */
export const untagged = (message: string) => message.replace(TAG, '').replace(/\s+/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What a rendered text is compared as: white space collapsed, trimmed. */
export const renderedText = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The pattern of the text a message renders, matching a whole normalised text, or undefined when
 * too little of it is literal to tell it from other text (fewer than 2 letters or digits).
 */
export function renderedTextPattern(message: string): RegExp | undefined {
  const parts = literalParts(message.replace(TAG, ''));
  if (parts.join('').replace(/[\s\p{P}\p{S}]/gu, '').length < 2) return undefined;
  const source = parts
    .map((part) => escape(part.replace(/\s+/g, ' ')).replace(/ /g, '\\s*'))
    .join('[\\s\\S]*?');
  return new RegExp(`^\\s*${source}\\s*$`, 'u');
}
