import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  commentsOf,
  fileNamesIn,
  outsideCitationsIn,
  repositoryFiles,
  resolves,
} from './docPaths.mjs';

const root = join(__dirname, '..', '..');

describe('commentsOf', () => {
  it("reads a script's comments, not a `//` inside a string or a pattern", () => {
    const text = [
      "const url = 'https://example.com/lib/x'; // see ./hooks",
      'const pattern = /\\/\\/ not a comment/;',
      '/**',
      ' * Built by scripts/test/buildE2e.mjs.',
      ' */',
      'const view = <div>{/* lib/forms */}</div>;',
    ].join('\n');
    expect(commentsOf(text, 'a.tsx')).toEqual([
      { text: '// see ./hooks', line: 1 },
      { text: '/**\n * Built by scripts/test/buildE2e.mjs.\n */', line: 3 },
      { text: '/* lib/forms */', line: 6 },
    ]);
  });

  it("reads a shell script's `#` comments and a style sheet's block comments", () => {
    expect(commentsOf('set -e\n# see scripts/node24.sh\n', 'scripts/setup.sh')).toEqual([
      { text: '# see scripts/node24.sh', line: 2 },
    ]);
    expect(commentsOf('a { color: red; } /* docs/x.md */', 'app/globals.css')).toEqual([
      { text: '/* docs/x.md */', line: 1 },
    ]);
  });
});

describe('fileNamesIn', () => {
  it('finds paths from the root, relative modules, aliases and file names, without the punctuation after them', () => {
    const text = [
      'Built by scripts/test/buildE2e.mjs, from `app/[locale]/(bare)/page.tsx`.',
      'Anything importing ./hooks (or ../lib/x, @/lib/forms/phone) and phone.ts.',
      'The pages (app/[locale]/(marketing)), lib/forms/{message,phone}.ts, e2e/*.spec.ts.',
      'Not names: 1.5 s, e.g. this, a.b, https://example.com/lib/x, .perf-runs/<stamp>/lab.md.',
    ].join('\n');
    expect(fileNamesIn(text)).toEqual([
      { kind: 'root', name: 'scripts/test/buildE2e.mjs', line: 1 },
      { kind: 'root', name: 'app/[locale]/(bare)/page.tsx', line: 1 },
      { kind: 'relative', name: './hooks', line: 2 },
      { kind: 'relative', name: '../lib/x', line: 2 },
      { kind: 'relative', name: '@/lib/forms/phone', line: 2 },
      { kind: 'file', name: 'phone.ts', line: 2 },
      { kind: 'root', name: 'app/[locale]/(marketing)', line: 3 },
      { kind: 'root', name: 'lib/forms/{message,phone}.ts', line: 3 },
      { kind: 'root', name: 'e2e/*.spec.ts', line: 3 },
    ]);
  });
});

describe('resolves', () => {
  const files = [
    'lib/forms/phone.ts',
    'lib/forms/message.ts',
    'components/consent/hooks/index.ts',
    'e2e/a.spec.ts',
  ];

  it('resolves modules as imports do: extensions, folders, index modules, globs and braces', () => {
    const from = 'components/consent/LazyConsentScreen.tsx';
    expect(resolves({ kind: 'relative', name: './hooks' }, from, files)).toBe(true);
    expect(resolves({ kind: 'relative', name: '../../lib/forms/phone' }, from, files)).toBe(true);
    expect(resolves({ kind: 'relative', name: '@/lib/forms' }, from, files)).toBe(true);
    expect(resolves({ kind: 'root', name: 'lib/forms/{message,phone}.ts' }, from, files)).toBe(
      true,
    );
    expect(resolves({ kind: 'root', name: 'e2e/*.spec.ts' }, from, files)).toBe(true);
    expect(resolves({ kind: 'file', name: 'phone.ts' }, from, files)).toBe(true);
  });

  it('fails a renamed module, a missing choice of braces, a glob that matches nothing', () => {
    const from = 'components/consent/LazyConsentScreen.tsx';
    expect(resolves({ kind: 'relative', name: './queries' }, from, files)).toBe(false);
    expect(resolves({ kind: 'root', name: 'lib/forms/{message,drafts}.ts' }, from, files)).toBe(
      false,
    );
    expect(resolves({ kind: 'root', name: 'e2e/engines/*.spec.ts' }, from, files)).toBe(false);
    expect(resolves({ kind: 'file', name: 'buildE2e.mjs' }, from, files)).toBe(false);
  });
});

describe('outsideCitationsIn', () => {
  it('finds issues, contract sections, the specification and the folder beside the repository', () => {
    const text =
      '(issue 4)\nsince Issue 30; CONTRACT 12\nSPEC.md, ../shared\nthe contract of a complex';
    expect(outsideCitationsIn(text).map(({ cited, line }) => `${line}:${cited}`)).toEqual([
      '1:issue 4',
      '2:Issue 30',
      '2:CONTRACT',
      '3:SPEC.md',
      '3:../shared',
    ]);
  });
});

describe('the names the comments and the documents cite', () => {
  const files = repositoryFiles(root);
  // The code and its configuration are read in their comments; the documents whole (the figures
  // in docs/figures/ are a run's record, generated).
  const code =
    /^(?:app|components|lib|i18n|scripts|e2e)\/.*\.(?:[cm]?[jt]sx?|css|sh)$|^(?:middleware\.ts|next\.config\.mjs|instrumentation.*\.ts|[\w-]+\.config\.[cm]?[jt]s)$/;
  const documents = /^(?:docs\/[^/]+\.md|README\.md|SECURITY\.md)$/;
  // This checker's own examples cite nothing.
  const read = files
    .filter(
      (file) =>
        (code.test(file) || documents.test(file)) &&
        !/^scripts\/test\/doc(?:Paths|Citations)\./.test(file),
    )
    .flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return documents.test(file)
        ? [{ file, text, line: 1 }]
        : commentsOf(text, file).map((c) => ({ file, ...c }));
    });
  const at = (file, line, offset) => `${file}:${line + offset - 1}`;

  it('are read (the scan reads the code)', () => {
    expect(read.filter(({ file }) => file.startsWith('components/')).length).toBeGreaterThan(100);
  });

  it('each name a file or folder of the repository', () => {
    const broken = read.flatMap(({ file, text, line }) =>
      fileNamesIn(text)
        .filter((cited) => !resolves(cited, file, files))
        .map((cited) => `${at(file, line, cited.line)} cites ${cited.name}`),
    );
    expect(broken).toEqual([]);
  });

  it('cite no issue, contract section, specification or folder outside the repository', () => {
    const outside = read.flatMap(({ file, text, line }) =>
      outsideCitationsIn(text).map((cited) => `${at(file, line, cited.line)} cites ${cited.cited}`),
    );
    expect(outside).toEqual([]);
  });
});
