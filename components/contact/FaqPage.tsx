import { PageScaffold } from '@/components/layout/PageScaffold';
import type { Locale } from '@/i18n/routing';
import { companyDetails } from '@/lib/content/company';
import { faqEntries } from '@/lib/content/faq';
import { Channels } from './Channels';
import { FaqBrowser } from './FaqBrowser';
import { faqBrowserStrings, faqTabs, translatedFaq } from './faqItems';
import s from './contact.module.css';

/** /contact/faq: category tabs, keyword search, every question. */
export async function FaqPage({ locale }: { locale: Locale }) {
  const items = await translatedFaq();
  const strings = await faqBrowserStrings(faqEntries.length);
  return (
    <PageScaffold page="faq">
      <div className={s.customerGrid}>
        <FaqBrowser items={items} tabs={await faqTabs()} strings={strings} />
        <Channels company={companyDetails(locale)} />
      </div>
    </PageScaffold>
  );
}
