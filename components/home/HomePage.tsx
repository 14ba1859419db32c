// Temporary placement by the forms branch: take the content helper's version of this file.
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { PageScaffold } from '@/components/layout/PageScaffold';
import { TemporaryContactTabs } from './TemporaryContactTabs';

/** The home page; customer landing pages (/HobanON, …) render it inside the empty layout. */
export async function HomePage(_props: { locale: Locale }) {
  const t = await getTranslations('Home.contactTabs');
  return (
    <PageScaffold page="home">
      <TemporaryContactTabs
        labels={{ title: t('title'), resident: t('resident'), admin: t('admin'), proposal: t('proposal') }}
      />
    </PageScaffold>
  );
}
