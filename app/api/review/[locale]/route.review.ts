/**
 * The review mode's list (docs/copy.md), one static JSON per language. A route
 * only in builds that are not production (next.config.mjs `pageExtensions`): production output
 * has no such file.
 */
import { routing } from '@/i18n/routing';
import { reviewData } from '@/lib/review/reviewData';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const known = routing.locales.find((candidate) => candidate === locale) ?? routing.defaultLocale;
  return Response.json(reviewData(known));
}
