import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { anchorsOf, citationsIn, linksIn, sectionsOf } from './docCitations.mjs';
import { repositoryFiles } from './docPaths.mjs';

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

describe('anchorsOf', () => {
  it("gives each heading GitHub's anchor: lowercased, no punctuation, spaces as hyphens", () => {
    const markdown = [
      '# Decisions',
      "## `npm run check:vercel`: Vercel's own build, here",
      '## 1. Enquiry delivery: Cognito unauthenticated role → Lambda `CREATE-MESSAGE-SLACK`',
      '## Fonts',
      '```',
      '## Fonts',
      '```',
      '### Fonts',
    ].join('\n');
    expect([...anchorsOf(markdown)]).toEqual([
      'decisions',
      'npm-run-checkvercel-vercels-own-build-here',
      '1-enquiry-delivery-cognito-unauthenticated-role--lambda-create-message-slack',
      'fonts',
      'fonts-1',
    ]);
  });
});

describe('linksIn', () => {
  it("finds links to the repository's files with their anchors, not external or fenced ones", () => {
    const markdown = [
      'See [Fonts](performance.md#fonts) and [the threat model](../SECURITY.md).',
      'Above: [here](#decisions); [Next](https://nextjs.org/docs#x), [mail](mailto:a@b.c).',
      '`[not](a-link.md)`',
      '```',
      '[not](fenced.md)',
      '```',
    ].join('\n');
    expect(linksIn(markdown)).toEqual([
      { path: 'performance.md', anchor: 'fonts', line: 1 },
      { path: '../SECURITY.md', line: 1 },
      { path: '', anchor: 'decisions', line: 2 },
    ]);
  });
});

describe("the code's citations of the documents", () => {
  // The code, its configuration, and the documents themselves (they cite one another).
  const sourceFile = /\.(?:[cm]?[jt]sx?|css|sh|ya?ml|md)$|^\.ci\/[^/]+$|^\.env\.example$/;
  const files = repositoryFiles(root)
    // The bare app is a project of its own; this checker's own examples cite nothing.
    .filter((file) => sourceFile.test(file) && !file.startsWith('perf/baseline/'))
    .filter((file) => !file.startsWith('scripts/test/docCitations.'));

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

  // docs/decisions.md is an index of links into the other documents: each must land.
  const pages = files.filter((file) => file.endsWith('.md'));
  const links = pages.flatMap((file) =>
    linksIn(readFileSync(join(root, file), 'utf8')).map((link) => ({ file, ...link })),
  );

  it('include the links of docs/decisions.md', () => {
    expect(links.filter((link) => link.file === 'docs/decisions.md').length).toBeGreaterThan(20);
  });

  it('each link of a document lands on a file that exists, and on one of its headings', () => {
    const broken = links
      .filter(({ file, path, anchor }) => {
        const target = path === '' ? file : normalize(join(dirname(file), path));
        if (!existsSync(join(root, target))) return true;
        if (anchor === undefined || !target.endsWith('.md')) return false;
        return !anchorsOf(readFileSync(join(root, target), 'utf8')).has(anchor);
      })
      .map(
        ({ file, line, path, anchor }) =>
          `${file}:${line} links ${path}${anchor ? `#${anchor}` : ''}`,
      );
    expect(broken).toEqual([]);
  });
});
