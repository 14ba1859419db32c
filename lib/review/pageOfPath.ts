import { pathLocaleOf } from '@/lib/middleware/pathLocale';
import {
  advantageAliasPath,
  canonicalCustomerSlug,
  marketingPages,
  serviceAppPages,
  serviceApps,
  type MarketingPageId,
} from '@/lib/content/site';

/**
 * The page id (lib/content/site.ts) a browser path shows, as the copy register names pages: a
 * customer landing page shows the home page's content, an advantage page's second address its page.
 */
export function pageOfPath(pathname: string): MarketingPageId | undefined {
  const { page } = pathLocaleOf(pathname);
  const path = page.length > 1 ? page.replace(/\/+$/, '') : page;
  const id = (Object.keys(marketingPages) as MarketingPageId[]).find(
    (candidate) => marketingPages[candidate] === path,
  );
  if (id) return id;
  const alias = serviceApps.find((app) => advantageAliasPath(app) === path);
  if (alias) return serviceAppPages[alias].advantage;
  return canonicalCustomerSlug(path.slice(1)) ? 'home' : undefined;
}
