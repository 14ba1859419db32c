import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  buildOutputProblems,
  EDGE_GZIP_LIMIT,
  readBuildOutput,
  routeTable,
} from './vercelOutput.mjs';

/** A small `.vercel/output` in the shape `vercel build` writes for a Next.js app. */
function fixture({
  target = 'production',
  companyExpiration = false,
  consentRuntime = 'nodejs24.x',
  middleware = 'export default function middleware() {}',
  extraEdge = false,
  unhashedHome = false,
} = {}) {
  const project = mkdtempSync(join(tmpdir(), 'vercel-output-test-'));
  const output = join(project, '.vercel/output');
  const put = (path, content) => {
    mkdirSync(dirname(join(output, path)), { recursive: true });
    writeFileSync(
      join(output, path),
      typeof content === 'string' || Buffer.isBuffer(content) ? content : JSON.stringify(content),
    );
  };
  put('builds.json', { target });
  put('functions/[locale]/[customer].func/.vc-config.json', {
    runtime: 'nodejs24.x',
    handler: '___next_launcher.cjs',
    filePathMap: { 'node_modules/next/index.js': 'node_modules/next/index.js' },
  });
  put('functions/[locale]/[customer].func/___next_launcher.cjs', 'x'.repeat(1000));
  mkdirSync(join(project, 'node_modules/next'), { recursive: true });
  writeFileSync(join(project, 'node_modules/next/index.js'), 'y'.repeat(500));
  for (const route of ['ko/company', 'en', 'ko']) {
    mkdirSync(dirname(join(output, 'functions', route)), { recursive: true });
    symlinkSync(
      join(output, 'functions/[locale]/[customer].func'),
      join(output, `functions/${route}.func`),
    );
    put(`functions/${route}.prerender-config.json`, {
      type: 'Prerender',
      expiration: route === 'ko/company' ? companyExpiration : false,
      fallback: { type: 'FileFsRef', fsPath: `${route.split('/').pop()}.prerender-fallback.html` },
    });
    put(
      `functions/${route}.prerender-fallback.html`,
      unhashedHome && route === 'ko'
        ? '<html><head><script>mark()</script></head></html>'
        : '<html>' + 'z'.repeat(2000),
    );
    // The framework's RSC payloads sit beside each page; they are not pages.
    symlinkSync(
      join(output, 'functions/[locale]/[customer].func'),
      join(output, `functions/${route}.rsc.func`),
    );
  }
  put('functions/[locale]/private/consent/[constructionIdx].func/.vc-config.json', {
    runtime: consentRuntime,
    handler: '___next_launcher.cjs',
  });
  put(
    'functions/[locale]/private/consent/[constructionIdx].func/___next_launcher.cjs',
    'c'.repeat(300),
  );
  put('functions/middleware.func/.vc-config.json', {
    runtime: 'edge',
    name: 'middleware',
    entrypoint: 'index.js',
  });
  put('functions/middleware.func/index.js', middleware);
  if (extraEdge) {
    put('functions/api/edge.func/.vc-config.json', { runtime: 'edge', entrypoint: 'index.js' });
    put('functions/api/edge.func/index.js', 'export default () => {}');
  }
  return { project, output };
}

const expected = {
  target: 'production',
  staticRoutes: ['/ko/company', '/en', '/ko'],
  dynamicRoutes: ['/[locale]/private/consent/[constructionIdx]'],
};

const made = [];
function build(options) {
  const paths = fixture(options);
  made.push(paths.project);
  return readBuildOutput(paths.output, paths.project);
}
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('readBuildOutput', () => {
  it('classifies prerenders, functions and the Edge middleware, leaving out RSC payloads', () => {
    const output = build();
    expect(output.target).toBe('production');
    const kinds = Object.fromEntries(output.routes.map((r) => [r.route, `${r.kind} ${r.runtime}`]));
    expect(kinds).toEqual({
      '/[locale]/[customer]': 'function nodejs24.x',
      '/[locale]/private/consent/[constructionIdx]': 'function nodejs24.x',
      '/en': 'static CDN',
      '/ko': 'static CDN',
      '/ko/company': 'static CDN',
      '/middleware': 'edge edge',
    });
  });
  it("counts a function's own files and the project files it maps in, a static page's HTML", () => {
    const output = build();
    const bytes = Object.fromEntries(output.routes.map((r) => [r.route, r.bytes]));
    expect(bytes['/[locale]/[customer]']).toBe(1000 + 500);
    expect(bytes['/[locale]/private/consent/[constructionIdx]']).toBe(300);
    expect(bytes['/ko']).toBe(2006);
  });
  it('calls a prerender that expires (ISR) isr, not static', () => {
    const output = build({ companyExpiration: 60 });
    expect(output.routes.find((r) => r.route === '/ko/company')).toMatchObject({
      kind: 'isr',
      runtime: 'nodejs24.x',
    });
  });
});

describe('buildOutputProblems', () => {
  it('finds none in a build fit to deploy', () => {
    expect(buildOutputProblems(build(), expected)).toEqual([]);
  });
  it('names a page that is not static, and one that is missing', () => {
    const problems = buildOutputProblems(build({ companyExpiration: 60 }), {
      ...expected,
      staticRoutes: [...expected.staticRoutes, '/vi'],
    });
    expect(problems).toEqual([
      '/ko/company: served as isr (nodejs24.x), not static',
      '/vi: missing from the output',
    ]);
  });
  it('names a static page with an inline script its own policy does not allow', () => {
    expect(buildOutputProblems(build({ unhashedHome: true }), expected)).toEqual([
      '/ko: 1 inline scripts outside its script policy',
    ]);
  });
  it('names a function on another Node.js', () => {
    expect(buildOutputProblems(build({ consentRuntime: 'nodejs20.x' }), expected)).toEqual([
      '/[locale]/private/consent/[constructionIdx]: runs on nodejs20.x, not nodejs24.x',
    ]);
  });
  it('names a missing dynamic route and a wrong target', () => {
    expect(
      buildOutputProblems(build({ target: 'preview' }), {
        ...expected,
        dynamicRoutes: ['/app/[app]'],
      }),
    ).toEqual([
      'built for target preview, expected production',
      '/app/[app]: missing from the output',
    ]);
  });
  it('wants exactly one Edge function, the middleware, within the gzip limit', () => {
    expect(buildOutputProblems(build({ extraEdge: true }), expected)).toEqual([
      'expected one Edge function, the middleware; found /api/edge, /middleware',
    ]);
    // Random bytes do not compress: a file just over the limit stays over it after gzip.
    const noise = randomBytes(EDGE_GZIP_LIMIT + 1024);
    const [problem] = buildOutputProblems(build({ middleware: noise }), expected);
    expect(problem).toMatch(/^\/middleware: \d+ B gzip, over the Edge limit of 1048576 B$/);
  });
});

describe('routeTable', () => {
  it('folds the locales into one row per page, counting the outputs', () => {
    const table = routeTable(build(), ['ko', 'en', 'vi']);
    expect(table.split('\n')).toEqual([
      '| route | kind | runtime | size | outputs |',
      '| --- | --- | --- | ---: | ---: |',
      '| `/[locale]/[customer]` | function | nodejs24.x | 1.5 kB | 1 |',
      '| `/[locale]/private/consent/[constructionIdx]` | function | nodejs24.x | 0.3 kB | 1 |',
      '| `/{locale}` | static | CDN | 2.0 kB | 2 |',
      '| `/{locale}/company` | static | CDN | 2.0 kB | 1 |',
      '| `/middleware` | edge | edge | 0.1 kB | 1 |',
    ]);
  });
});
