import { getTranslations } from 'next-intl/server';
import { PageScaffold } from '@/components/layout/PageScaffold';
import { Section } from '@/components/ui/Section';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { companyDetails } from '@/lib/content/company';
import { faqEntries, faqHighlights } from '@/lib/content/faq';
import { marketingPages } from '@/lib/content/site';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { Channels } from './Channels';
import { FaqBrowser } from './FaqBrowser';
import { faqBrowserStrings, translatedFaq } from './faqItems';
import s from './contact.module.css';

/** /contact/customer: FAQ highlights and search, contact channels, other ways to reach us. */
export async function CustomerPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('Customer');
  const tMore = await getTranslations('Contact.more');
  const items = await translatedFaq();
  const strings = await faqBrowserStrings(items.length);
  const more = ['faq', 'qna', 'idea', 'proposal', 'alliance'] as const;
  return (
    <>
      <PageScaffold page="customer">
        <div className={s.customerGrid}>
          <div>
            <SectionHeading title={t('searchTitle')} variant="contact" />
            <p className={s.muted}>{t('searchLead')}</p>
            <FaqBrowser
              items={items}
              highlightIds={faqHighlights}
              strings={{
                ...strings,
                highlightsTitle: t('highlightsTitle'),
                resultsTitle: t('resultsTitle'),
              }}
            />
            <p className={s.moreLink}>
              <Link href={marketingPages.faq}>{t('toFaq')}</Link>
            </p>
          </div>
          <Channels company={companyDetails(locale)} />
        </div>
      </PageScaffold>
      <Section tone="alt" title={tMore('title')}>
        <ul className={s.linkGrid} role="list">
          {more.map((id) => (
            <li key={id}>
              <Link className={s.linkCard} href={marketingPages[id]}>
                <span className={s.linkTitle}>{tMore(`${id}.title`)}</span>
                <span className={s.muted}>{tMore(`${id}.body`, { count: faqEntries.length })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
