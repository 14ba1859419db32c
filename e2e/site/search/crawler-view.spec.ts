import { createHash } from 'node:crypto';
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '@playwright/test';
import {
  advantageAliasPath,
  marketingPages,
  serviceAppPages,
  serviceApps,
} from '../../../lib/content/site';
import {
  customerSlugs,
  localizedPath,
  locales,
  messages,
  pageEntries,
  type Locale,
  type MarketingPageId,
} from '../../support/site';
import { attributeOf, elementsNamed, visibleText } from '../../support/html';
import { textOf, type Element } from '../../../lib/html/parseHtml.mjs';

/**
 * Search and sharing, read from the served HTML as a crawler reads it: titles, descriptions,
 * canonical and hreflang links, robots, Open Graph / Twitter cards and their pictures, JSON-LD,
 * and the sitemap against the route map of lib/content/site.ts.
 */

type Head = {
  title: string;
  meta: Record<string, string>[];
  links: Record<string, string>[];
  jsonLd: string[];
};

/** Every attribute of an element, by name. */
const attributes = (element: Element) =>
  Object.fromEntries(element.attrs.map(({ name, value }) => [name, value]));

function parseHead(html: string): Head {
  return {
    title: visibleText(elementsNamed(html, 'title')[0]),
    meta: elementsNamed(html, 'meta').map(attributes),
    links: elementsNamed(html, 'link').map(attributes),
    jsonLd: elementsNamed(html, 'script')
      .filter((script) => attributeOf(script, 'type') === 'application/ld+json')
      .map(textOf),
  };
}

const metaContent = (head: Head, key: string) =>
  head.meta.find((m) => m.name === key || m.property === key)?.content;

/** GET as a crawler does: a fresh client without cookies (the locale cookie would redirect `/`), no redirects followed. */
async function fetchHead(path: string): Promise<Head> {
  const crawler = await playwrightRequest.newContext({ baseURL: origin });
  try {
    const response = await crawler.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    return parseHead(await response.text());
  } finally {
    await crawler.dispose();
  }
}

/** The same URL however it is spelt (Next drops the slash of a bare origin). */
const normalUrl = (url: string | undefined) => (url ? new URL(url).href : url);

test.describe.configure({ mode: 'parallel' });

let origin = '';
test.beforeAll(async ({ baseURL }) => {
  origin = new URL(baseURL!).origin;
});
const absolute = (locale: Locale, path: string) => `${origin}${localizedPath(locale, path)}`;

test('every marketing page has its own title and description in every locale', async () => {
  const descriptions = new Map<string, string>();
  for (const locale of locales) {
    const titles = new Map<string, string>();
    for (const [page, path] of pageEntries) {
      const url = localizedPath(locale, path);
      const head = await fetchHead(url);
      const expected = messages[locale].Pages[page];
      expect(head.title, url).toContain(expected.title);
      expect(metaContent(head, 'description'), url).toBe(expected.description);
      expect(
        titles.get(head.title),
        `${url} repeats the title of ${titles.get(head.title)}`,
      ).toBeUndefined();
      titles.set(head.title, url);
      const description = metaContent(head, 'description')!;
      expect(
        descriptions.get(description),
        `${url} repeats the description of ${descriptions.get(description)}`,
      ).toBeUndefined();
      descriptions.set(description, url);
    }
  }
});

for (const locale of locales) {
  test(`canonical, hreflang, robots and social cards of every page in ${locale}`, async () => {
    for (const [page, path] of pageEntries) {
      const url = localizedPath(locale, path);
      const head = await fetchHead(url);
      const canonical = head.links
        .filter((l) => l.rel === 'canonical')
        .map((l) => normalUrl(l.href));
      expect(canonical, url).toEqual([normalUrl(absolute(locale, path))]);

      const alternates = Object.fromEntries(
        head.links
          .filter((l) => l.rel === 'alternate' && l.hreflang)
          .map((l) => [l.hreflang, normalUrl(l.href)]),
      );
      expect(alternates, url).toEqual({
        ko: normalUrl(absolute('ko', path)),
        en: normalUrl(absolute('en', path)),
        vi: normalUrl(absolute('vi', path)),
        'x-default': normalUrl(absolute('en', path)),
      });
      expect(metaContent(head, 'robots') ?? '', url).not.toContain('noindex');

      expect(metaContent(head, 'og:title'), url).toBe(head.title);
      expect(metaContent(head, 'og:description'), url).toBe(
        messages[locale].Pages[page].description,
      );
      expect(normalUrl(metaContent(head, 'og:url')), url).toBe(normalUrl(absolute(locale, path)));
      expect(metaContent(head, 'og:locale'), url).toMatch(new RegExp(`^${locale}_[A-Z]{2}$`));
      const image = metaContent(head, 'og:image');
      expect(image, url).toBe(`${origin}/og/${locale}/${page}.png`);
      expect(metaContent(head, 'og:image:alt'), url).toBe(messages[locale].Pages[page].title);
      // X's large card: its picture comes from og:image (X's documented fallback), said once; the
      // card type and the picture's alt text have no og:* source on X.
      expect(metaContent(head, 'twitter:card'), url).toBe('summary_large_image');
      expect(metaContent(head, 'twitter:title'), url).toBe(head.title);
      expect(metaContent(head, 'twitter:image:alt'), url).toBe(messages[locale].Pages[page].title);
      expect(metaContent(head, 'twitter:image'), url).toBeUndefined();
    }
  });
}

test('every page and locale has its own Open Graph picture, served as a PNG', async ({
  request,
}) => {
  const digests = new Map<string, string>();
  for (const locale of locales) {
    for (const [page] of pageEntries) {
      const src = `/og/${locale}/${page}.png`;
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()['content-type'], src).toBe('image/png');
      const body = await response.body();
      expect(body.subarray(1, 4).toString('latin1'), src).toBe('PNG');
      // 1200×630 from the PNG header (IHDR width and height).
      expect([body.readUInt32BE(16), body.readUInt32BE(20)], src).toEqual([1200, 630]);
      const digest = createHash('sha256').update(body).digest('hex');
      expect(
        digests.get(digest),
        `${src} is the same picture as ${digests.get(digest)}`,
      ).toBeUndefined();
      digests.set(digest, src);
    }
  }
  expect((await request.get('/og/ko/no-such-page.png')).status()).toBe(404);
});

function parsedJsonLd(head: Head): Record<string, unknown>[] {
  return head.jsonLd.map((text) => {
    expect(text).not.toContain('<');
    return JSON.parse(text) as Record<string, unknown>;
  });
}

for (const locale of locales) {
  test(`JSON-LD names the organisation everywhere and the right app on its pages in ${locale}`, async () => {
    const appOf = new Map<string, (typeof serviceApps)[number]>();
    for (const app of serviceApps) {
      for (const id of Object.values(serviceAppPages[app])) appOf.set(id, app);
    }
    const siteName = messages[locale].Meta.siteName;
    const paths: [MarketingPageId, string][] = [
      ...pageEntries,
      ...serviceApps.map((app): [MarketingPageId, string] => [
        serviceAppPages[app].advantage,
        advantageAliasPath(app),
      ]),
    ];
    for (const [page, path] of paths) {
      const url = localizedPath(locale, path);
      const blocks = parsedJsonLd(await fetchHead(url));
      const organizations = blocks.filter((b) => b['@type'] === 'Organization');
      expect(organizations, url).toHaveLength(1);
      expect(organizations[0], url).toMatchObject({
        '@context': 'https://schema.org',
        name: siteName,
      });
      expect(normalUrl(organizations[0]!.url as string), url).toBe(
        normalUrl(absolute(locale, '/')),
      );

      const apps = blocks.filter((b) => b['@type'] === 'SoftwareApplication');
      const app = appOf.get(page);
      if (!app) {
        expect(apps, url).toEqual([]);
        continue;
      }
      const advantage = serviceAppPages[app].advantage;
      expect(apps, url).toHaveLength(1);
      expect(apps[0], url).toMatchObject({
        '@context': 'https://schema.org',
        name: `${siteName} ${messages[locale].NavItems[advantage]}`,
        description: messages[locale].Pages[advantage].description,
        url: absolute(locale, marketingPages[advantage]),
        operatingSystem: app === 'admin' ? 'Web' : 'Android, iOS',
        publisher: { '@id': organizations[0]!['@id'] },
      });
    }
  });
}

test('the sitemap lists every marketing page in every locale with its alternates, and nothing else', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  const locs = entries.map((entry) => /<loc>([^<]*)<\/loc>/.exec(entry)![1]);
  const expected = locales.flatMap((locale) =>
    pageEntries.map(([, path]) => absolute(locale, path)),
  );
  expect(locs.map(normalUrl).sort()).toEqual(expected.map(normalUrl).sort());
  for (const entry of entries) {
    const hreflangs = [...entry.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]).sort();
    expect(hreflangs).toEqual(['en', 'ko', 'vi', 'x-default']);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test('consent, terms and customer landing pages are kept out of search results', async () => {
  const privatePaths = [
    '/private/consent/101',
    '/private/terms/101',
    '/private/consentComplete',
    '/private/consentEnd',
    '/private/consentError',
  ];
  for (const locale of locales) {
    for (const path of [...privatePaths, ...customerSlugs.map((slug) => `/${slug}`)]) {
      const url = localizedPath(locale, path);
      const head = await fetchHead(url);
      expect(metaContent(head, 'robots'), url).toMatch(/noindex/);
      expect(
        head.links.filter((l) => l.rel === 'canonical' || (l.rel === 'alternate' && l.hreflang)),
        url,
      ).toEqual([]);
    }
  }
});
