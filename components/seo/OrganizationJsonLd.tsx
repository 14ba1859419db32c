import type { Locale } from '@/i18n/routing';
import { JsonLd } from './JsonLd';
import { organizationData } from '../../lib/seo/structuredData';

/** The company as schema.org Organization (every page of the default layout). */
export async function OrganizationJsonLd({ locale }: { locale: Locale }) {
  return <JsonLd data={await organizationData(locale)} />;
}
