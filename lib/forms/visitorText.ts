/**
 * Visitor text before it goes into TEXT (docs/product.md). Every step is one linear pass
 * (character-class replaces, native trims, index searches): no regex that backtracks over a long run.
 */

/** Every Unicode line break: CR LF as one, then LF, CR, VT, FF, FS, GS, RS, NEL, LS, PS. */
// Stryker disable next-line Regex: see docs/testing.md
export const LINE_BREAK = /\r\n|[\n\r\v\f\u001c-\u001e\u0085\u2028\u2029]/gu;

/** Unicode control (Cc) and format (Cf) characters: zero-width, bidi overrides, BOM, soft hyphen… */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/gu;

/** Tab is a control character, but a visitor typing one meant a space. */
const TAB = /\t/g;

/** Whitespace runs (JavaScript's \s covers the Unicode spaces, U+3000 and U+00A0 included). */
const WHITESPACE_RUN = /\s+/gu;

function withoutControls(line: string): string {
  return line.replace(TAB, ' ').replace(CONTROL_OR_FORMAT, '');
}

/** A one-line field: breaks become spaces, controls go, whitespace runs become one space, trimmed. */
export function cleanOneLine(value: string): string {
  return withoutControls(value.replace(LINE_BREAK, ' ')).replace(WHITESPACE_RUN, ' ').trim();
}

/**
 * A multi-line field as its lines: every Unicode line break starts a new line, controls are removed
 * from each line, trailing whitespace of each line goes, blank lines at the start and end go (blank
 * lines in between stay).
 */
export function cleanLines(value: string): string[] {
  const lines = value.split(LINE_BREAK).map((line) => withoutControls(line).trimEnd());
  const first = lines.findIndex((line) => line !== '');
  const last = lines.findLastIndex((line) => line !== '');
  // Only blank lines: both are -1, and slice(-1, 0) is empty.
  return lines.slice(first, last + 1);
}
