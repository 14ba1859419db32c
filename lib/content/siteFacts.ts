/**
 * What the site shows of a company facts file (lib/content/companyFacts.json, docs/copy.md): each
 * fact's value once confirmed, undefined while it is a placeholder, so a sample value never reaches
 * a page (components show a marked gap, components/ui/PlaceholderGap.tsx, or leave it out). A fact
 * with `env` is also confirmed by that variable, whose value then wins (as lib/config/companyFacts.mjs
 * counts it). Pure: lib/content/company.ts applies it to the real file and the build's variables,
 * the tests to a file with every fact confirmed and one with none (test/fixtures/).
 * No import but types: the forms' privacy notice reads the retention period through it in the browser.
 */
import type { Locale } from '@/i18n/routing';
import type { AppId } from '@/lib/routing/appRedirect';

export type Fact<T> = { readonly value: T; readonly placeholder: boolean; readonly env?: string };
type Localized = Readonly<Record<Locale, string>>;

export const socialIds = ['youtube', 'instagram', 'blog'] as const;
export type SocialId = (typeof socialIds)[number];
export type StoreId = 'googlePlay' | 'appStore';
export type AppStoreLinks = Readonly<Record<StoreId, string | undefined>>;

/** The shape of lib/content/companyFacts.json (companyFacts.schema.json), as a facts file. */
export type CompanyFactsFile = {
  readonly company: Readonly<
    Record<'legalName' | 'representative' | 'address' | 'supportHours', Fact<Localized>> &
      Record<'businessNumber' | 'phone' | 'fax' | 'email', Fact<string>>
  >;
  readonly links: Readonly<
    Record<'adminSite' | `${AppId}${'GooglePlay' | 'AppStore'}` | SocialId, Fact<string>>
  >;
  readonly figures: Readonly<Record<'sites' | 'defects' | 'perHousehold', Fact<number>>>;
  readonly privacy: Readonly<
    Record<'officerName' | 'officerPosition' | 'departmentName', Fact<Localized>> &
      Record<
        'officerEmail' | 'officerPhone' | 'effectiveDate' | 'departmentEmail' | 'departmentPhone',
        Fact<string>
      > & { enquiryRetentionMonths: Fact<number> }
  >;
};

/** The build's environment variables, of which a fact's `env` names one. */
export type FactVars = Readonly<Record<string, string | undefined>>;

/**
 * The fact's value once confirmed (`"placeholder": false`, or its `env` variable set, whose value
 * wins; blank is unset); undefined while it is a sample.
 */
export function confirmedValue<T>(fact: Fact<T>, vars: FactVars = {}): T | undefined {
  const fromEnv = fact.env === undefined ? undefined : vars[fact.env]?.trim();
  if (fromEnv) return fromEnv as T;
  return fact.placeholder === false ? fact.value : undefined;
}

/** The facts a page shows, from a facts file and the build's variables. */
export function resolveFacts(file: CompanyFactsFile, vars: FactVars = {}) {
  const value = <T>(fact: Fact<T>) => confirmedValue(fact, vars);
  const { company: c, links, figures, privacy: p } = file;
  const stores = (app: AppId): AppStoreLinks => ({
    googlePlay: value(links[`${app}GooglePlay`]),
    appStore: value(links[`${app}AppStore`]),
  });
  return {
    /** The company's details in a language. */
    company: (locale: Locale) => ({
      legalName: value(c.legalName)?.[locale],
      representative: value(c.representative)?.[locale],
      businessNumber: value(c.businessNumber),
      address: value(c.address)?.[locale],
      phone: value(c.phone),
      fax: value(c.fax),
      email: value(c.email),
      supportHours: value(c.supportHours)?.[locale],
    }),
    /** The privacy officer, the department handling requests, the policy's date (yyyy-mm-dd). */
    privacy: (locale: Locale) => ({
      officer: {
        name: value(p.officerName)?.[locale],
        position: value(p.officerPosition)?.[locale],
        email: value(p.officerEmail),
        phone: value(p.officerPhone),
      },
      department: {
        name: value(p.departmentName)?.[locale],
        email: value(p.departmentEmail),
        phone: value(p.departmentPhone),
      },
      effectiveDate: value(p.effectiveDate),
      /** How long an enquiry is kept after it has been handled. */
      enquiryRetentionMonths: value(p.enquiryRetentionMonths),
    }),
    /** The store pages of the two mobile apps. */
    storeLinks: { resident: stores('resident'), crew: stores('crew') } satisfies Record<
      AppId,
      AppStoreLinks
    >,
    /** The admin web app. */
    adminSiteUrl: value(links.adminSite),
    /** Social links in footer order. */
    socialLinks: socialIds.map((id) => ({ id, url: value(links[id]) })),
    /** The home page's figures: sites, defects, average defects per household. */
    figures: {
      sites: value(figures.sites),
      defects: value(figures.defects),
      perHousehold: value(figures.perHousehold),
    },
  };
}

export type SiteFacts = ReturnType<typeof resolveFacts>;
export type CompanyDetails = ReturnType<SiteFacts['company']>;
export type PrivacyFacts = ReturnType<SiteFacts['privacy']>;
export type FigureValues = SiteFacts['figures'];
export type SocialLink = SiteFacts['socialLinks'][number];
/** What a download box needs: the apps' stores and the admin site. */
export type DownloadLinks = Pick<SiteFacts, 'storeLinks' | 'adminSiteUrl'>;
