import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { citationsIn, sectionsOf } from './docCitations.mjs';

const root = join(__dirname, '..', '..');

describe('citationsIn', () => {
  it('finds a citation on one line, with or without the comma, in straight or curly quotes', () => {
    const text = [
      '// Cached for a year (docs/performance.md, "Icon sheets").',
      '/* see docs/product.md "Constants" */',
      '# SECURITY.md, “Content Security Policy”',
    ].join('\n');
    expect(citationsIn(text)).toEqual([
      { document: 'docs/performance.md', section: 'Icon sheets', line: 1 },
      { document: 'docs/product.md', section: 'Constants', line: 2 },
      { document: 'SECURITY.md', section: 'Content Security Policy', line: 3 },
    ]);
  });

  it('joins a citation that a comment breaks across lines', () => {
    const text = [
      '/**',
      ' * Shown once the dialog is open (docs/performance.md,',
      ' * "Render only what is',
      ' * shown").',
      ' */',
      '// as before (docs/testing.md,',
      '// "One browser visit per behaviour")',
    ].join('\n');
    expect(citationsIn(text)).toEqual([
      { document: 'docs/performance.md', section: 'Render only what is shown', line: 2 },
      { document: 'docs/testing.md', section: 'One browser visit per behaviour', line: 6 },
    ]);
  });

  it('finds README and SECURITY without their extension, and a section in parentheses', () => {
    const text = [
      '// read in one place (README, "Environment variables")',
      '# See README "Deploying".',
      ' * The forms of docs/product.md ("Forms"): their fields',
      '// docs/deploying.md, "`npm run check:vercel`: here"',
    ].join('\n');
    expect(citationsIn(text)).toEqual([
      { document: 'README.md', section: 'Environment variables', line: 1 },
      { document: 'README.md', section: 'Deploying', line: 2 },
      { document: 'docs/product.md', section: 'Forms', line: 3 },
      { document: 'docs/deploying.md', section: 'npm run check:vercel: here', line: 4 },
    ]);
  });

  it('ignores a document named without a section, and a quote that is not one', () => {
    expect(citationsIn('the policy (docs/privacy.md): numbered sections')).toEqual([]);
    expect(citationsIn('docs/product.md, then "Constants" later')).toEqual([]);
    expect(citationsIn('the README\'s test command, "npm test"')).toEqual([]);
    expect(citationsIn('const SECURITY_HEADERS = "x"')).toEqual([]);
  });
});

describe('sectionsOf', () => {
  it('offers headings and bold labels, without their inline marks, and nothing fenced', () => {
    const markdown = [
      '# Deploying',
      "## `npm run check:vercel`: Vercel's own build, here",
      '### Route table ###',
      '## 4. HTTP Observatory',
      '**The poster.** It is the first frame.',
      '- **Icon sheets**: two SVG images.',
      '1. **Fonts:** one family.',
      '```',
      '# not a heading',
      '**not a label**',
      '```',
      'A paragraph with **bold** inside is no label.',
    ].join('\n');
    expect([...sectionsOf(markdown)]).toEqual([
      'Deploying',
      "npm run check:vercel: Vercel's own build, here",
      'Route table',
      'HTTP Observatory',
      'The poster',
      'Icon sheets',
      'Fonts',
    ]);
  });
});

describe("the code's citations of the documents", () => {
  // The code, its configuration, and the documents themselves (they cite one another).
  const sourceFile = /\.(?:[cm]?[jt]sx?|css|sh|ya?ml|md)$|^\.ci\/[^/]+$|^\.env\.example$/;
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    // The bare app is a project of its own; this checker's own examples cite nothing.
    .filter((file) => sourceFile.test(file) && !file.startsWith('perf/baseline/'))
    .filter((file) => !file.startsWith('scripts/test/docCitations.'))
    .filter((file) => existsSync(join(root, file)));

  const citations = files.flatMap((file) =>
    citationsIn(readFileSync(join(root, file), 'utf8')).map((citation) => ({ file, ...citation })),
  );

  it('are found (the scan reads the code)', () => {
    expect(citations.length).toBeGreaterThan(50);
  });

  it('each name a heading or a bold-labelled paragraph that the document has', () => {
    const sections = new Map();
    const broken = citations
      .filter(({ document, section }) => {
        if (!sections.has(document)) {
          const path = join(root, document);
          sections.set(document, existsSync(path) ? sectionsOf(readFileSync(path, 'utf8')) : null);
        }
        return !sections.get(document)?.has(section);
      })
      .map(
        ({ file, line, document, section }) => `${file}:${line} cites ${document}, "${section}"`,
      );
    expect(broken).toEqual([]);
  });
});
