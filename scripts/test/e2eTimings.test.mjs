import {
  collectTests,
  markdownTable,
  runSummary,
  timingBlocks,
  timingTables,
} from './e2eTimings.mjs';
import { figuresPage } from './testTimesPage.mjs';

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

// A table row with its padding collapsed, as a reader sees the cells.
const cells = (line) => line.replace(/ +\|/g, ' |').replace(/\| +/g, '| ');

describe('markdownTable', () => {
  it('pads every column to its widest cell, numbers to the right', () => {
    expect(
      markdownTable(
        ['name', 'n'],
        [
          ['a', '10'],
          ['bbbbbb', '2'],
        ],
        ['l', 'r'],
      ),
    ).toBe(
      ['| name   |   n |', '| ------ | --: |', '| a      |  10 |', '| bbbbbb |   2 |'].join('\n'),
    );
  });

  it('counts a Korean syllable as two columns and a combining mark as none, as Prettier does', () => {
    expect(
      markdownTable(
        ['name', 'n'],
        [
          ['접수', '1'],
          ['Tie\u0302\u0301ng', '2'],
          ['abcdef', '3'],
        ],
        ['l', 'r'],
      ),
    ).toBe(
      [
        '| name   |   n |',
        '| ------ | --: |',
        '| 접수   |   1 |',
        '| Tie\u0302\u0301ng  |   2 |',
        '| abcdef |   3 |',
      ].join('\n'),
    );
  });
});

describe('timingTables', () => {
  const text = timingTables(report, {
    totalMs: 60_000,
    cores: 2,
    steps: [{ label: 'lint', ms: 1500 }],
  });
  const rows = (table, pattern) =>
    table
      .split('\n')
      .map(cells)
      .filter((line) => pattern.test(line));

  it('sums per spec file, slowest first, only tests that ran', () => {
    expect(rows(text, /^\| [ab]\.spec\.ts \|/)).toEqual([
      '| a.spec.ts | 2 | 8.0 | 1.2 | 0.0 |',
      '| b.spec.ts | 1 | 5.0 | 0.0 | 0.0 |',
    ]);
    expect(text).toContain('3 tests run (of 4)');
  });

  it('keeps the slowest spec files asked for and sums the rest into one row', () => {
    const short = timingTables(report, undefined, { files: 1 });
    expect(rows(short, /^\| (?:[ab]\.spec\.ts|\d+ other spec files) \|/)).toEqual([
      '| a.spec.ts | 2 | 8.0 | 1.2 | 0.0 |',
      '| 1 other spec files | 1 | 5.0 | 0.0 | 0.0 |',
    ]);
    expect(rows(short, /\*\*all\*\*/)[0]).toMatch(
      /^\| \*\*all\*\* \| \*\*3\*\* \| \*\*13\.0\*\* \|/,
    );
  });

  it('lists the slowest tests with their attempts, and the npm test steps', () => {
    expect(rows(text, /retried/)).toEqual([
      '| a.spec.ts:9 group › retried | 7.0 | 2 | 0.5 | 0.0 |',
    ]);
    expect(rows(text, /lint/)).toEqual(['| lint | 1.5 |']);
    expect(text).toContain('`npm test` wall 60.0 s');
  });
});

describe('figuresPage (docs/figures/test-times.md)', () => {
  const dated = { ...report, stats: { ...report.stats, startTime: '2026-01-31T14:05:59.000Z' } };
  const steps = {
    totalMs: 600_000,
    cores: 2,
    loadavg: [1.5, 2, 2.25],
    steps: [{ label: 'lint', ms: 1500 }],
  };
  const page = (withSteps, options) =>
    figuresPage(runSummary(dated, withSteps), timingBlocks(dated, withSteps), options);

  it('says what was run, when, on which commit and machine, then the tables', () => {
    const text = page(steps, { run: '`CI=true npm test`', commit: 'abc123', node: 'v24.1.0' });
    expect(text).toMatch(/^# Test times\n/);
    expect(text).toContain('- **Run**: `CI=true npm test`');
    expect(text).toContain('- **Date**: 2026-01-31 14:05 UTC');
    expect(text).toContain('- **Commit**: abc123');
    expect(text).toContain(
      '- **Machine**: 2 core(s) available, load average 1.50, 2.00, 2.25 at the end of the run, Node.js v24.1.0',
    );
    expect(text).toContain(
      '- **Tests**: 3 run (of 4 listed) · 2 passed · 0 failed · 1 flaky; 1 Playwright worker(s)',
    );
    expect(text).toContain('- **Wall time**: whole run 10.0 min, end-to-end step 9.0 s');
    const headings = text.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual(['## Steps of `npm test`', '## Spec files', '## Slowest ten tests']);
  });

  it('without npm test steps, takes the machine from the caller and has no steps table', () => {
    const text = page(undefined, { run: 'one spec', machine: { cores: 4, loadavg: [3, 2, 1] } });
    expect(text).toContain(
      '- **Machine**: 4 core(s) available, load average 3.00, 2.00, 1.00 when this page was written',
    );
    expect(text).not.toContain('## Steps');
    expect(text).toContain('- **Wall time**: end-to-end step 9.0 s');
  });
});
