/** What e2e/support/observatory.ts uses of @mdn/mdn-http-observatory (JavaScript without types). */
declare module '@mdn/mdn-http-observatory/src/retriever/retriever.js' {
  export type Requests = { responses: { auto: { status: number } | null } };
  export function retrieve(
    hostname: string,
    options: { httpPort?: number; httpsPort?: number; path?: string; headers?: string[] },
  ): Promise<Requests>;
}

declare module '@mdn/mdn-http-observatory/src/constants.js' {
  import type { Requests } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
  /** Each test's output is an instance of a class whose static `name` is the test's name. */
  export const ALL_TESTS: ((requests: Requests) => {
    result: string | null;
    pass: boolean | null;
    constructor: { name: string };
  })[];
}

declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getGradeForScore(score: number): { score: number; grade: string };
  export function getScoreModifier(result: string): number;
}

declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
