import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { resolveLocale, type LocaleParams } from '@/lib/routing/localeParams';

export const metadata: Metadata = { robots: { index: false, follow: false } };

// What the middleware serves, with status 404, for a path the site does not have
// (lib/content/site.ts isKnownPath): prerendered, so the translated text is in the HTML without JavaScript.
export default async function PageNotFound({ params }: LocaleParams) {
  await resolveLocale(params);
  return <NotFoundContent />;
}
