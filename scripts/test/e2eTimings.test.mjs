import { collectTests, timingTables } from './e2eTimings.mjs';

const result = (duration, annotations = []) => ({ duration, status: 'passed', annotations });
const report = {
  config: { metadata: { actualWorkers: 1 } },
  stats: { expected: 2, unexpected: 0, flaky: 1, duration: 9000 },
  suites: [
    {
      title: 'a.spec.ts',
      file: 'a.spec.ts',
      specs: [
        {
          title: 'fast',
          file: 'a.spec.ts',
          line: 3,
          tests: [
            {
              status: 'expected',
              // As Playwright writes them: the attempt's annotations, repeated on the test.
              annotations: [{ type: 'cpu-browser-ms', description: '700' }],
              results: [result(1000, [{ type: 'cpu-browser-ms', description: '700' }])],
            },
          ],
        },
      ],
      suites: [
        {
          title: 'group',
          file: 'a.spec.ts',
          specs: [
            {
              title: 'retried',
              file: 'a.spec.ts',
              line: 9,
              tests: [
                {
                  status: 'flaky',
                  annotations: [{ type: 'cpu-browser-ms', description: '300' }],
                  results: [
                    result(4000, [{ type: 'cpu-browser-ms', description: '200' }]),
                    result(3000, [{ type: 'cpu-browser-ms', description: '300' }]),
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'b.spec.ts',
      file: 'b.spec.ts',
      specs: [
        {
          title: 'slow',
          file: 'b.spec.ts',
          line: 1,
          tests: [{ status: 'expected', results: [result(5000)] }],
        },
        {
          title: 'not run',
          file: 'b.spec.ts',
          line: 2,
          tests: [{ status: 'skipped', results: [] }],
        },
      ],
    },
  ],
};

describe('collectTests', () => {
  it('names tests by describe titles and sums attempts and CPU', () => {
    const tests = collectTests(report);
    expect(tests.map((t) => t.title)).toEqual(['fast', 'group › retried', 'slow', 'not run']);
    expect(tests[1]).toMatchObject({ attempts: 2, wallMs: 7000 });
    expect(tests[0]).toMatchObject({ browserMs: 700, hasCpu: true });
    // Each attempt counted once, not again from the copy on the test.
    expect(tests[1]).toMatchObject({ browserMs: 500 });
  });
});

describe('timingTables', () => {
  const text = timingTables(report, {
    totalMs: 60_000,
    cores: 2,
    steps: [{ label: 'lint', ms: 1500 }],
  });

  it('sums per spec file, slowest first, only tests that ran', () => {
    const rows = text.split('\n').filter((line) => /^\| [ab]\.spec\.ts \|/.test(line));
    expect(rows).toEqual([
      '| a.spec.ts | 2 | 8.0 | 1.2 | 0.0 |',
      '| b.spec.ts | 1 | 5.0 | 0.0 | 0.0 |',
    ]);
    expect(text).toContain('3 tests run (of 4)');
  });

  it('keeps the slowest spec files asked for and sums the rest into one row', () => {
    const short = timingTables(report, undefined, { files: 1 });
    const rows = short
      .split('\n')
      .filter((line) => /^\| (?:[ab]\.spec\.ts|\d+ other spec files) \|/.test(line));
    expect(rows).toEqual([
      '| a.spec.ts | 2 | 8.0 | 1.2 | 0.0 |',
      '| 1 other spec files | 1 | 5.0 | 0.0 | 0.0 |',
    ]);
    expect(short).toContain('| **all** | **3** | **13.0** |');
  });

  it('lists the slowest tests with their attempts, and the npm test steps', () => {
    expect(text).toContain('| a.spec.ts:9 group › retried | 7.0 | 2 |');
    expect(text).toContain('| lint | 1.5 |');
    expect(text).toContain('`npm test` wall 60.0 s');
  });
});
