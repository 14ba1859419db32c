/**
 * The ONE place where agreement responses (docs/product.md) are read. Anything that does not match is `{ ok: false }`: the pages show their error
 * state, never an exception.
 */

export const AGREEMENT_STATUSES = ['WAITING', 'AGREED', 'EXPIRED'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

export type Agreement = {
  idx: number;
  constructionName: string;
  title: string;
  content: string;
  status: AgreementStatus;
  agreedAt: string | null;
  endDate: string | null;
};

export type Terms = { title: string; content: string };

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

type Reader<T> = (value: unknown, path: string) => T;

class SchemaProblem extends Error {}

function problem(path: string, expected: string): never {
  throw new SchemaProblem(`${path}: expected ${expected}`);
}

const string: Reader<string> = (value, path) =>
  typeof value === 'string' ? value : problem(path, 'a string');

const nonEmptyString: Reader<string> = (value, path) =>
  typeof value === 'string' && value.trim() !== '' ? value : problem(path, 'a non-empty string');

const positiveInteger: Reader<number> = (value, path) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0
    ? value
    : problem(path, 'a positive integer');

const status: Reader<AgreementStatus> = (value, path) =>
  (AGREEMENT_STATUSES as readonly unknown[]).includes(value)
    ? (value as AgreementStatus)
    : problem(path, AGREEMENT_STATUSES.join(' | '));

/** An ISO-like date-time string, or null / absent. */
const optionalDate: Reader<string | null> = (value, path) => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return value;
  return problem(path, 'a date-time string or null');
};

function object(value: unknown, path: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    problem(path, 'an object');
  return value as Record<string, unknown>;
}

function parse<T>(read: (value: unknown) => T, value: unknown): Parsed<T> {
  try {
    return { ok: true, value: read(value) };
  } catch (error) {
    if (error instanceof SchemaProblem) return { ok: false, problem: error.message };
    throw error;
  }
}

/**
 * GET /inhabitant/v1/agreement/{idx}. An answer about another agreement than the page's, or with
 * nothing to read, is malformed: the resident must never consent to text they were not shown.
 */
export function parseAgreement(value: unknown, pageIdx: number): Parsed<Agreement> {
  return parse((raw) => {
    const body = object(raw, 'agreement');
    const idx = positiveInteger(body.agreement_idx, 'agreement_idx');
    if (idx !== pageIdx) problem('agreement_idx', `${pageIdx} (the page's idx), got ${idx}`);
    return {
      idx,
      constructionName: nonEmptyString(body.construction_name, 'construction_name'),
      title: nonEmptyString(body.title, 'title'),
      content: nonEmptyString(body.content, 'content'),
      status: status(body.status, 'status'),
      agreedAt: optionalDate(body.agreed_at, 'agreed_at'),
      endDate: optionalDate(body.end_date, 'end_date'),
    };
  }, value);
}

/** GET /inhabitant/v1/agreement/{idx}/terms. `content` is operator HTML, to be sanitised before display. */
export function parseTerms(value: unknown): Parsed<Terms> {
  return parse((raw) => {
    const body = object(raw, 'terms');
    return { title: nonEmptyString(body.title, 'title'), content: string(body.content, 'content') };
  }, value);
}

/** Plain-text content as paragraphs: blank lines separate them; single line breaks stay inside one. */
export function paragraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((block) => block.trim())
    .filter(Boolean);
}
