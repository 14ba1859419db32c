import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-e2e/**',
      '.next-e2e-preview/**',
      '.next-perf-*/**',
      'node_modules/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
      'public/**',
      'perf/baseline/**',
      '.stryker/**',
      '.perf-runs/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // lib/ builds on i18n/routing.ts, so i18n/ imports nothing from lib/ (no cycle between them).
    files: ['i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/lib/*', '../lib/*'], message: 'i18n/ imports nothing from lib/.' },
          ],
        },
      ],
    },
  },
  {
    // test/ (what several tests share) never reaches the site's code; the e2e build's test-only
    // routes (`*.e2e.ts(x)`, next.config.mjs) may show its fixtures.
    files: ['app/**', 'components/**', 'lib/**', 'middleware.ts', 'instrumentation*.ts'],
    ignores: ['**/*.test.*', '**/*.e2e.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/test/*', '**/test/*'], message: 'test/ is for tests only.' }] },
      ],
    },
  },
];

export default config;
