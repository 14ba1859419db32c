import type { Locale } from '@/i18n/routing';
import type { ServiceApp } from '@/lib/content/site';
import { JsonLd } from './JsonLd';
import { softwareApplicationData } from '../../lib/seo/structuredData';

/** One of the three apps as schema.org SoftwareApplication (its advantage and detail pages). */
export async function SoftwareApplicationJsonLd({
  locale,
  app,
}: {
  locale: Locale;
  app: ServiceApp;
}) {
  return <JsonLd data={await softwareApplicationData(locale, app)} />;
}
