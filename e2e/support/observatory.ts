/**
 * MDN's HTTP Observatory (`@mdn/mdn-http-observatory`), its own retriever, tests and grader, on a
 * page of `next start` (docs/threat-model.md). Its `scan()` takes no port and no path, so
 * this does what `scan()` does with the retriever's `httpPort` and `path`, and sets aside the two
 * HTTPS tests (redirection to https, HSTS): on a deployment they are Vercel's, here there is no TLS.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';

/** The tests about TLS: Vercel's edge redirects to https and sends HSTS (docs/deploying.md). */
export const HTTPS_TESTS = new Set(['redirection', 'strict-transport-security']);

/**
 * The package's install script would download Chromium's HSTS preload list into
 * conf/hsts-preload.json (allowScripts denies it: no download in an install), and the redirection
 * test reads that file or throws. `localhost` is on no preload list, so an empty one answers
 * exactly as the real one would here. Written only where the file is missing.
 */
function ensureHstsPreloadList() {
  const file = join(process.cwd(), 'node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}\n');
}

export type TestOutcome = { result: string; pass: boolean; scoreModifier: number };
export type Grade = {
  grade: string;
  score: number;
  status: number;
  tests: Record<string, TestOutcome>;
};

/**
 * The Observatory's grade of one page of the server on `port`. The requests say they came through a
 * TLS-terminating edge (`X-Forwarded-Proto: https`, as Vercel's does), so the site answers as it
 * does on a deployment, where every request is https.
 */
export async function observatoryGrade(port: number, path: string): Promise<Grade> {
  ensureHstsPreloadList();
  const requests = await retrieve('localhost', {
    httpPort: port,
    // TLS to the plain-HTTP server fails at once: the retriever then grades the http answer.
    httpsPort: port,
    path,
    headers: [
      'Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'X-Forwarded-Proto: https',
    ],
  });
  if (!requests.responses.auto) throw new Error(`no answer from localhost:${port}${path}`);
  let withExtraCredit = 100;
  let uncurved = 100;
  const tests: Record<string, TestOutcome> = {};
  for (const test of ALL_TESTS) {
    const output = test(requests);
    const name: string = output.constructor.name;
    const scoreModifier: number = output.result ? getScoreModifier(output.result) : 0;
    tests[name] = { result: output.result ?? '', pass: Boolean(output.pass), scoreModifier };
    if (HTTPS_TESTS.has(name)) continue;
    withExtraCredit += scoreModifier;
    if (scoreModifier < 0) uncurved += scoreModifier;
  }
  // The grader's rule (scanner/index.js): extra credit only counts on a score that is an A already.
  const { grade, score } = getGradeForScore(
    uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
  );
  return { grade, score, status: requests.responses.auto.status, tests };
}
