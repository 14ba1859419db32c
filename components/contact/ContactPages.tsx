import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/i18n/navigation';
import {
  AdminInquiryForm,
  IdeaForm,
  PartnershipForm,
  ProposalForm,
  ResidentInquiryForm,
} from '@/components/forms';
import { PageScaffold } from '@/components/layout/PageScaffold';
import { Section } from '@/components/ui/Section';
import { company } from '@/lib/company';
import { faqEntries, faqHighlights } from '@/lib/faq';
import { marketingPages } from '@/lib/site';
import { FaqBrowser } from './FaqBrowser';
import { FaqList } from './FaqList';
import { Tabs } from './Tabs';
import { faqBrowserStrings, faqTabs, translatedFaq } from './faq-items';
import s from './contact.module.css';

/** A numbered card grid: intro points, steps, partnership areas. */
function PointGrid({
  items,
  numbered = false,
}: {
  items: { id: string; title: string; body: string }[];
  numbered?: boolean;
}) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={s.pointGrid} role="list">
      {items.map((item, index) => (
        <li key={item.id} className={s.pointCard}>
          {numbered && (
            <span className={s.pointIndex} aria-hidden="true">
              {index + 1}
            </span>
          )}
          <h3 className={s.pointTitle}>{item.title}</h3>
          <p>{item.body}</p>
        </li>
      ))}
    </List>
  );
}

/** The band that holds a form placed by the forms helper. */
function FormSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <Section id={id} tone="alt" title={title} lead={lead}>
      <div className={s.formCard}>{children}</div>
    </Section>
  );
}

async function Channels() {
  const t = await getTranslations('Contact.channels');
  const rows = [
    {
      id: 'phone',
      label: t('phone'),
      value: company.phone,
      href: `tel:${company.phone.replace(/-/g, '')}`,
    },
    { id: 'email', label: t('email'), value: company.email, href: `mailto:${company.email}` },
    { id: 'fax', label: t('fax'), value: company.fax },
  ];
  return (
    <div className={s.channels}>
      <h2 className={s.channelsTitle}>{t('title')}</h2>
      <p className={s.channelsLead}>{t('lead')}</p>
      <dl className={s.channelList}>
        {rows.map((row) => (
          <div key={row.id} className={s.channel}>
            <dt>{row.label}</dt>
            <dd>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** /contact/customer: FAQ highlights and search, contact channels, other ways to reach us. */
export async function CustomerPage(_props: { locale: Locale }) {
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
            <h2 className={s.h2}>{t('searchTitle')}</h2>
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
          <Channels />
        </div>
      </PageScaffold>
      <Section tone="alt" title={tMore('title')}>
        <ul className={s.linkGrid} role="list">
          {more.map((id) => (
            <li key={id}>
              <Link className={s.linkCard} href={marketingPages[id]}>
                <span className={s.linkTitle}>{tMore(`${id}.title`)}</span>
                <span className={s.muted}>{tMore(`${id}.body`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** /contact/faq: category tabs, keyword search, every question. */
export async function FaqPage(_props: { locale: Locale }) {
  const items = await translatedFaq();
  const strings = await faqBrowserStrings(faqEntries.length);
  return (
    <PageScaffold page="faq">
      <div className={s.customerGrid}>
        <FaqBrowser items={items} tabs={await faqTabs()} strings={strings} />
        <Channels />
      </div>
    </PageScaffold>
  );
}

const qnaIds = {
  resident: ['rain', 'addPhoto', 'common', 'done', 'alerts'],
  admin: ['start', 'export', 'aiWrong', 'crewAccounts', 'sites'],
} as const;

/** /contact/qna: resident and admin tabs, each with answered questions and the inquiry form. */
export async function QnaPage(_props: { locale: Locale }) {
  const t = await getTranslations('Qna');
  const audiences = ['resident', 'admin'] as const;
  return (
    <PageScaffold page="qna">
      <div className={s.qna}>
        <Tabs label={t('tabsLabel')} tabs={audiences.map((id) => ({ id, label: t(`tabs.${id}`) }))}>
          {audiences.map((audience) => (
            <div key={audience} className={s.qnaPanel}>
              <p className={s.lead}>{t(`${audience}.lead`)}</p>
              <h2 className={s.h3}>{t('listTitle')}</h2>
              <FaqList
                headingLevel={3}
                items={qnaIds[audience].map((id) => ({
                  id,
                  question: t(`${audience}.items.${id}.question` as 'resident.items.rain.question'),
                  answer: t(`${audience}.items.${id}.answer` as 'resident.items.rain.answer'),
                }))}
              />
              <div className={s.formCard}>
                <h2 className={s.h3}>{t('formTitle')}</h2>
                <p className={s.muted}>{t(`${audience}.formLead`)}</p>
                {audience === 'resident' ? <ResidentInquiryForm /> : <AdminInquiryForm />}
              </div>
            </div>
          ))}
        </Tabs>
      </div>
    </PageScaffold>
  );
}

/** /contact/idea */
export async function IdeaPage(_props: { locale: Locale }) {
  const t = await getTranslations('Idea');
  const points = (['resident', 'admin', 'anyone'] as const).map((id) => ({
    id,
    title: t(`points.${id}.title`),
    body: t(`points.${id}.body`),
  }));
  return (
    <>
      <PageScaffold page="idea">
        <div className={s.block}>
          <p className={s.eyebrow}>{t('eyebrow')}</p>
          <h2 className={s.h2}>{t('title')}</h2>
          <p className={s.lead}>{t('lead')}</p>
          <PointGrid items={points} />
        </div>
      </PageScaffold>
      <FormSection id="idea-form" title={t('formTitle')} lead={t('formLead')}>
        <IdeaForm />
      </FormSection>
    </>
  );
}

/** /contact/proposal */
export async function ProposalPage(_props: { locale: Locale }) {
  const t = await getTranslations('Proposal');
  const steps = (['request', 'consult', 'proposal', 'launch'] as const).map((id) => ({
    id,
    title: t(`steps.${id}.title`),
    body: t(`steps.${id}.body`),
  }));
  return (
    <>
      <PageScaffold page="proposal">
        <div className={s.block}>
          <p className={s.eyebrow}>{t('eyebrow')}</p>
          <h2 className={s.h2}>{t('title')}</h2>
          <p className={s.lead}>{t('lead')}</p>
          <PointGrid items={steps} numbered />
        </div>
      </PageScaffold>
      <FormSection id="proposal-form" title={t('formTitle')} lead={t('formLead')}>
        <ProposalForm />
      </FormSection>
    </>
  );
}

/** /contact/alliance */
export async function AlliancePage(_props: { locale: Locale }) {
  const t = await getTranslations('Alliance');
  const areas = (['builders', 'management', 'tech'] as const).map((id) => ({
    id,
    title: t(`areas.${id}.title`),
    body: t(`areas.${id}.body`),
  }));
  return (
    <>
      <PageScaffold page="alliance">
        <div className={s.block}>
          <p className={s.eyebrow}>{t('eyebrow')}</p>
          <h2 className={s.h2}>{t('title')}</h2>
          <p className={s.lead}>{t('lead')}</p>
          <PointGrid items={areas} />
          <p className={s.notice}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
              <path
                d="M10 5.5V10l3 2"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            {t('reply')}
          </p>
        </div>
      </PageScaffold>
      <FormSection id="alliance-form" title={t('formTitle')} lead={t('formLead')}>
        <PartnershipForm />
      </FormSection>
    </>
  );
}
