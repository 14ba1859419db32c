/**
 * Site map and constants as plain data (docs/product.md). Pages, menus, the
 * sitemap and the tests all read from here, so a route is added in one place.
 */

/** The three apps of the platform; each has an advantage and a detail page under /service. */
export const serviceApps = ['resident', 'admin', 'crew'] as const;
export type ServiceApp = (typeof serviceApps)[number];

/**
 * Each app's segment in its /service URLs. The resident app's is `inhabitant` (the product's
 * published paths, which stay); this is the one place that pairs the two names.
 */
export const serviceAppSlug = {
  resident: 'inhabitant',
  admin: 'admin',
  crew: 'crew',
} as const satisfies Record<ServiceApp, string>;

/** The app whose URL segment this is, if any. */
export function serviceAppOfSlug(slug: string): ServiceApp | undefined {
  return serviceApps.find((app) => serviceAppSlug[app] === slug);
}

export const marketingPages = {
  home: '/',
  company: '/company',
  brand: '/company/brand',
  logo: '/company/logo',
  download: '/company/download',
  recruit: '/company/recruit',
  service: '/service',
  residentAdvantage: `/service/${serviceAppSlug.resident}/advantage`,
  residentDetail: `/service/${serviceAppSlug.resident}/detail`,
  adminAdvantage: `/service/${serviceAppSlug.admin}/advantage`,
  adminDetail: `/service/${serviceAppSlug.admin}/detail`,
  crewAdvantage: `/service/${serviceAppSlug.crew}/advantage`,
  crewDetail: `/service/${serviceAppSlug.crew}/detail`,
  customer: '/contact/customer',
  faq: '/contact/faq',
  qna: '/contact/qna',
  idea: '/contact/idea',
  proposal: '/contact/proposal',
  alliance: '/contact/alliance',
  laboratory: '/laboratory',
  privacy: '/privacy',
} as const;

/** Pages linked from the footer rather than a top-bar menu. */
export const footerOnlyPages = ['privacy'] as const satisfies readonly MarketingPageId[];

export type MarketingPageId = keyof typeof marketingPages;
export type MarketingPath = (typeof marketingPages)[MarketingPageId];

export const serviceAppPages = {
  resident: { advantage: 'residentAdvantage', detail: 'residentDetail' },
  admin: { advantage: 'adminAdvantage', detail: 'adminDetail' },
  crew: { advantage: 'crewAdvantage', detail: 'crewDetail' },
} as const satisfies Record<ServiceApp, Record<'advantage' | 'detail', MarketingPageId>>;

/** Customer landing pages (empty layout, home content). Case matters: it is the canonical URL. */
export const customerSlugs = [
  'HobanON',
  'seohan',
  'namhae',
  'HS',
  'kukdong',
  'syplus',
  'dongwon',
  'jpdc',
  'ssgenc',
  'moa',
  'seohee',
  'krcon',
  'chinhung',
  'hyosung',
  'namkwang',
] as const;
export type CustomerSlug = (typeof customerSlugs)[number];

/** The canonical spelling of a customer slug typed in another casing, if it is one. */
export function canonicalCustomerSlug(segment: string): CustomerSlug | undefined {
  const lower = segment.toLowerCase();
  return customerSlugs.find((slug) => slug.toLowerCase() === lower);
}

/** The advantage pages' second address (docs/product.md). */
export const advantageAliasPath = (app: ServiceApp) =>
  `/service/${serviceAppSlug[app]}/advantage1` as const;

/** Pages in the empty layout outside the menus: the consent flow's ends and the sign-in notice. */
export const barePages = {
  consentComplete: '/private/consentComplete',
  consentError: '/private/consentError',
  consentEnd: '/private/consentEnd',
  signIn: '/sign-in',
} as const;

/** Consent links, one page per agreement index; the page itself decides what an index is. */
const consentLinks = [/^\/private\/consent\/[^/]+$/, /^\/private\/terms\/[^/]+$/];

/** The page an unknown path is rewritten to (app/[locale]/(marketing)/page-not-found). */
export const NOT_FOUND_PAGE = '/page-not-found';

/** The consent pages' routes: a resident's link names the agreement by its index. */
export const consentRoutes = {
  consent: '/private/consent/[constructionIdx]',
  terms: '/private/terms/[constructionIdx]',
} as const;

const localized = (path: string) => (path === '/' ? '/[locale]' : `/[locale]${path}`);
const byApp = (path: string) => path.replace(/^\/service\/[^/]+\//, '/service/[app]/');

/**
 * Every page route of app/ as Next.js names it (`/[locale]/private/consent/[constructionIdx]`, route
 * groups left out): the one table that Sentry names page loads by (lib/monitoring/routePattern.ts),
 * that the Vercel check expects and that site.test.ts holds against app/.
 */
export const pageRoutes: readonly string[] = [
  ...new Set([
    ...Object.values(marketingPages).map(byApp),
    byApp(advantageAliasPath(serviceApps[0])),
    ...Object.values(barePages),
    ...Object.values(consentRoutes),
    NOT_FOUND_PAGE,
    '/[customer]',
    '/[...rest]',
  ]),
]
  .map(localized)
  .sort();

const knownPaths = new Set<string>([
  ...Object.values(marketingPages),
  ...serviceApps.map(advantageAliasPath),
  ...customerSlugs.map((slug) => `/${slug}`),
  ...Object.values(barePages),
]);

/**
 * Whether a path (without its locale prefix) is a page of the site. The middleware answers any
 * other path with the prerendered not-found page and status 404, so a client without JavaScript
 * reads the translated text (a notFound() thrown while rendering only reaches the browser as
 * script data in Next 16). lib/content/site.test.ts checks it against the page files in app/.
 */
export function isKnownPath(path: string): boolean {
  const clean = withoutTrailingSlash(path);
  return knownPaths.has(clean) || consentLinks.some((pattern) => pattern.test(clean));
}

const residentPaths = new Set<string>(Object.values(barePages));

/**
 * Whether a path (without its locale prefix) is a page residents open from a text message: a
 * consent link, the consent flow's ends, the sign-in notice. lib/middleware/localize.ts renders
 * these at the address the link names, with no redirect.
 */
export function isResidentPage(path: string): boolean {
  const clean = withoutTrailingSlash(path);
  return residentPaths.has(clean) || consentLinks.some((pattern) => pattern.test(clean));
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export type MenuItem = { page: MarketingPageId; children?: readonly MenuItem[] };
export type Menu = {
  id: 'company' | 'service' | 'contact' | 'laboratory';
  items: readonly MenuItem[];
};

/**
 * The four top-bar menus (docs/product.md), in order. Labels are in messages
 * under Nav.
 */
export const menus: readonly Menu[] = [
  {
    id: 'company',
    items: [
      { page: 'company' },
      { page: 'brand', children: [{ page: 'brand' }, { page: 'logo' }, { page: 'download' }] },
      { page: 'recruit' },
    ],
  },
  {
    id: 'service',
    items: [
      { page: 'service' },
      {
        page: 'residentAdvantage',
        children: [{ page: 'residentAdvantage' }, { page: 'residentDetail' }],
      },
      { page: 'adminAdvantage', children: [{ page: 'adminAdvantage' }, { page: 'adminDetail' }] },
      { page: 'crewAdvantage', children: [{ page: 'crewAdvantage' }, { page: 'crewDetail' }] },
    ],
  },
  {
    id: 'contact',
    items: [
      { page: 'customer' },
      { page: 'faq' },
      { page: 'qna' },
      { page: 'idea' },
      { page: 'proposal' },
      { page: 'alliance' },
    ],
  },
  { id: 'laboratory', items: [{ page: 'laboratory' }] },
];
