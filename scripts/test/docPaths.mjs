/**
 * The names of files that the code's comments and the documents cite (docs/testing.md, "Citations
 * of the documents"): a path from the repository's root (`scripts/test/buildE2e.mjs`, `lib/forms`),
 * a module relative to the citing file (`./hooks`, `@/lib/forms/phone`), a file by its own name
 * (`phone.ts`); and what a clone does not have: an issue, a contract section, the specification.
 * scripts/test/docPaths.test.mjs checks each name against the repository's files.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The repository's files as a clone has them, and those not yet committed that git does not
 * ignore, as paths from the root; deleted ones left out.
 * @param {string} root
 */
export function repositoryFiles(root) {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(join(root, file)));
}

/**
 * The comments of a JavaScript or TypeScript file, found by TypeScript's parser (a `//` in a string
 * or a pattern is none), each with the line it starts on. Other files: their `#` lines, or `/* … *\/`.
 * @param {string} text
 * @param {string} file
 * @returns {{ text: string, line: number }[]}
 */
export function commentsOf(text, file) {
  if (/\.[cm]?[jt]sx?$/.test(file)) return scriptComments(text, file);
  const pattern = /\.(?:sh|ya?ml)$|^\.ci\//.test(file) ? /#.*$/gm : /\/\*[\s\S]*?\*\//g;
  return [...text.matchAll(pattern)].map((match) => ({
    text: match[0],
    line: lineAt(text, match.index),
  }));
}

function scriptComments(text, file) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const starts = new Map();
  // Every comment is the leading trivia of the token after it (the last, of the end of the file).
  const visit = (node) => {
    // A comment on the line of the token before it is its trailing trivia; the rest leading.
    for (const ranges of [ts.getTrailingCommentRanges, ts.getLeadingCommentRanges]) {
      for (const range of ranges(text, node.pos) ?? []) starts.set(range.pos, range.end);
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...starts]
    .sort(([a], [b]) => a - b)
    .map(([start, end]) => ({ text: text.slice(start, end), line: lineAt(text, start) }));
}

function lineAt(text, index) {
  return text.slice(0, index).split('\n').length;
}

/** The folders at the repository's root whose paths are cited from there (`lib/forms/phone.ts`). */
const ROOT_FOLDERS =
  'app|components|docs|e2e|i18n|lib|messages|perf|public|scripts|\\.ci|\\.github';
/** What a path may be made of: route groups and segments (`(bare)`, `[locale]`), globs, braces. */
const PATH_CHARS = String.raw`(?:\{[^{}\s/]*\}|[\w@.()\[\]*<>$+-])`;
const NAME = new RegExp(
  String.raw`(?<![\w.@/<-])(?:` +
    // a path from the root: a root folder, a slash, then more
    String.raw`(?<root>(?:${ROOT_FOLDERS})(?:/${PATH_CHARS}+)+|(?:${ROOT_FOLDERS})/)` +
    // a relative module (`./hooks`, `../lib/x`) or an alias of the root (`@/lib/forms`)
    String.raw`|(?<relative>(?:\.\.?|@)/${PATH_CHARS}+(?:/${PATH_CHARS}+)*)` +
    // a file by its name alone
    String.raw`|(?<file>[A-Za-z][\w-]*(?:\.[\w-]+)*\.(?:[cm]?[jt]sx?|md|sh)\b)` +
    String.raw`)`,
  'g',
);

/** Names that read as files and are products. */
const PRODUCTS = new Set(['Node.js', 'Next.js']);

/**
 * The file names a comment or a document's text cites. Trailing punctuation and an anchor
 * (`#fonts`) are not part of a name; a name with a placeholder (`.perf-runs/<stamp>`) or a
 * variable (`${dir}`) is a pattern and is left out.
 * @param {string} text
 * @returns {{ kind: 'root' | 'relative' | 'file', name: string, line: number }[]}
 */
export function fileNamesIn(text) {
  const found = [];
  // A Markdown link's target is checked as a link (docCitations.test.mjs); its text is read.
  for (const match of text.replace(/\]\([^)\s]*\)/g, ']').matchAll(NAME)) {
    const [kind, raw] = Object.entries(match.groups).find(([, value]) => value !== undefined);
    const name = raw.replace(/[.,:;)\]}]+$/, (tail) => balancedTail(raw, tail));
    if (/[<>$]/.test(name) || PRODUCTS.has(name)) continue;
    found.push({ kind, name, line: lineAt(text, match.index) });
  }
  return found;
}

/** What of a name's trailing punctuation belongs to it: a `)` or `]` that closes one it opened. */
function balancedTail(raw, tail) {
  let kept = '';
  const body = raw.slice(0, raw.length - tail.length);
  for (const char of tail) {
    const open = { ')': '(', ']': '[', '}': '{' }[char];
    const opened = open && count(body + kept, open) > count(body + kept, char);
    if (!opened) break;
    kept += char;
  }
  return kept;
}

function count(text, char) {
  return text.split(char).length - 1;
}

/**
 * What a clone of the repository does not have and a comment must not cite: an issue ("issue 4",
 * "since issue 30"), a section of the contract ("CONTRACT 12"), the specification, or the folder
 * beside the repository they live in.
 * @param {string} text
 * @returns {{ cited: string, line: number }[]}
 */
export function outsideCitationsIn(text) {
  return OUTSIDE.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({
      cited: match[0],
      line: lineAt(text, match.index),
    })),
  ).sort((a, b) => a.line - b.line);
}

const OUTSIDE = [
  /\bissues?\s+#?\d+/gi,
  /\bCONTRACT(?:\.md)?\b/g,
  /\bSPEC(?:\.md)?\b/g,
  /\.\.\/shared\b/g,
  /\/work\//g,
];

/** The extensions a module name may leave out, and a folder's index module. */
const MODULE_ENDINGS = [
  '',
  '.ts',
  '.tsx',
  '.mjs',
  '.js',
  '.cjs',
  '.json',
  '.d.ts',
  '/index.ts',
  '/index.tsx',
];

/**
 * Whether a cited name names a file or folder of the repository: `files` holds every file's path
 * from the root. A glob (`*`) or braces (`{a,b}`) must match at least one file for each choice.
 * @param {{ kind: string, name: string }} cited
 * @param {string} from the citing file's path
 * @param {string[]} files
 */
export function resolves({ kind, name }, from, files) {
  if (kind === 'file') return files.some((file) => file.split('/').pop() === name);
  const path =
    kind === 'root'
      ? name
      : name.startsWith('@/')
        ? name.slice(2)
        : normalize(`${from.split('/').slice(0, -1).join('/')}/${name}`);
  return expandBraces(path).every((choice) => {
    const target = choice.replace(/\/$/, '');
    if (target.includes('*')) {
      const glob = new RegExp(`^${target.split('*').map(escape).join('[^/]*')}$`);
      return files.some((file) => glob.test(file));
    }
    return files.some(
      (file) =>
        MODULE_ENDINGS.some((ending) => file === target + ending) || file.startsWith(`${target}/`),
    );
  });
}

function expandBraces(path) {
  const brace = /\{([^{}]*)\}/.exec(path);
  if (!brace) return [path];
  return brace[1]
    .split(',')
    .flatMap((choice) =>
      expandBraces(path.slice(0, brace.index) + choice + path.slice(brace.index + brace[0].length)),
    );
}

function normalize(path) {
  const parts = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
