import { Suspense, type ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { AdminInquiryForm, ProposalForm, ResidentInquiryForm } from '@/components/forms';
import { CanvasAnimation } from '@/components/animations/CanvasAnimation';
import { Section } from '@/components/ui/Section';
import { Tabs } from '@/components/ui/Tabs';
import button from '@/components/ui/button.module.css';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { adminSiteUrl, figures, productVideo } from '@/lib/company';
import { marketingPages } from '@/lib/site';
import { CountUp } from './CountUp';
import { HeroChips } from './HeroChips';
import { BrowserMockup, PhoneMockup } from './Mockups';
import { introShowScript } from './introVideo';
import { VideoDialog } from './VideoDialog';
import styles from './HomePage.module.css';

type Item = { title: string; text: string };
type Row = { title: string; meta: string };
const tones = ['red', 'amber', 'mint', 'blue'] as const;
const withTones = (rows: Row[]) =>
  rows.map((row, i) => ({ ...row, tone: tones[i % tones.length]! }));

/**
 * A section below the fold. React leaves a Suspense boundary of the server's HTML for later and
 * hydrates it in small slices after the rest, so the page's hydration is no single long task and
 * a tap anywhere is answered first (React hydrates the tapped boundary at once).
 */
function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}

/**
 * The home page; customer landing pages (/HobanON, …) render it inside the empty layout, so it
 * uses no <header>/<footer> of its own and nothing from the default layout.
 */
export async function HomePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const tPages = await getTranslations({ locale, namespace: 'Pages' });
  const tCommon = await getTranslations({ locale, namespace: 'Common' });
  const format = await getFormatter({ locale });

  const residentFeatures = t.raw('features.residents.items') as Item[];
  const adminFeatures = t.raw('features.admins.items') as Item[];
  const steps = t.raw('flow.steps') as Item[];
  const facts = t.raw('facts.items') as { value: string; label: string }[];
  const apps = (['resident', 'admin', 'crew'] as const).map((id) => ({
    id,
    name: t(`apps.${id}.name`),
    title: t(`apps.${id}.title`),
    text: t(`apps.${id}.text`),
    points: t.raw(`apps.${id}.points`) as string[],
    rows: withTones(t.raw(`apps.${id}.screen`) as Row[]),
    href: {
      resident: marketingPages.inhabitantAdvantage,
      admin: marketingPages.adminAdvantage,
      crew: marketingPages.crewAdvantage,
    }[id],
  }));
  const figureItems = [
    { key: 'sites', value: figures.sites, decimals: 0 },
    { key: 'defects', value: figures.defects, decimals: 0 },
    { key: 'perHousehold', value: figures.perHousehold, decimals: 1 },
  ] as const;
  const kpis = t.raw('apps.kpis') as { label: string; value: string }[];

  const featurePanel = (items: Item[], mock: React.ReactNode) => (
    <div className={styles.featurePanel}>
      <ul className={styles.featureList}>
        {items.map((item, i) => (
          <li key={item.title} className={styles.feature}>
            <span className={styles.featureNo} aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <div>
              <h3 className={styles.featureTitle}>{item.title}</h3>
              <p className={styles.featureText}>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.featureMock}>{mock}</div>
    </div>
  );

  return (
    <div className={styles.home}>
      {/* Hero */}
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroCopy}>
            <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
            <h1 id="home-title" className={styles.heroTitle}>
              {tPages('home.heading')}
            </h1>
            <p className={styles.heroLead}>{t('hero.lead')}</p>
            <div className={styles.heroActions}>
              <a href="#contact" className={`${button.button} ${button.primary}`}>
                {t('hero.ctaContact')}
              </a>
              <VideoDialog
                labels={{
                  open: t('video.open'),
                  title: t('video.title'),
                  notToday: t('video.notToday'),
                  close: tCommon('close'),
                  caption: t('video.caption'),
                }}
                video={{
                  url: productVideo.url,
                  poster: productVideo.poster,
                  captions: productVideo.captions[locale],
                  captionsLang: locale,
                  width: productVideo.width,
                  height: productVideo.height,
                }}
              />
              {/* Right after the dialog, not before it: an inline script waits for the stylesheets,
                  and the parser with it, so placed after the dialog the poster is found (and
                  painted) with the page. */}
              <script dangerouslySetInnerHTML={{ __html: introShowScript }} />
            </div>
            <p className={styles.heroNote}>{t('hero.note')}</p>
          </div>
          <div className={styles.heroVisual}>
            <CanvasAnimation
              scene="scan"
              label={t('hero.animationLabel')}
              className={styles.heroCanvas}
            />
            <HeroChips
              chips={[
                { text: t('hero.chips.crack'), tone: 'red' },
                { text: t('hero.chips.leak'), tone: 'amber' },
                { text: t('hero.chips.done'), tone: 'mint' },
              ]}
            />
          </div>
        </div>
      </section>

      {/* Why: the regulation's timeline */}
      <HydrateLater>
        <Section eyebrow={t('facts.eyebrow')} title={t('facts.title')} lead={t('facts.lead')}>
          <ol className={styles.facts}>
            {facts.map((fact) => (
              <li key={fact.label} className={styles.fact}>
                <span className={styles.factValue}>{fact.value}</span>
                <span className={styles.factLabel}>{fact.label}</span>
              </li>
            ))}
          </ol>
        </Section>
      </HydrateLater>

      {/* Feature tabs */}
      <HydrateLater>
        <Section
          tone="alt"
          eyebrow={t('features.eyebrow')}
          title={t('features.title')}
          lead={t('features.lead')}
        >
          <Tabs
            label={t('features.tablist')}
            tabs={[
              { id: 'residents', label: t('features.residents.tab') },
              { id: 'admins', label: t('features.admins.tab') },
            ]}
            panels={[
              featurePanel(
                residentFeatures,
                <PhoneMockup
                  title={apps[0]!.name}
                  summary={t('apps.resident.summary')}
                  rows={apps[0]!.rows}
                />,
              ),
              featurePanel(
                adminFeatures,
                <BrowserMockup title={apps[1]!.name} kpis={kpis} rows={apps[1]!.rows} />,
              ),
            ]}
          />
        </Section>
      </HydrateLater>

      {/* Figures */}
      <HydrateLater>
        <Section
          tone="brand"
          eyebrow={t('figures.eyebrow')}
          title={t('figures.title')}
          align="center"
        >
          <dl className={styles.figures}>
            {figureItems.map(({ key, value, decimals }) => (
              <div key={key} className={styles.figure}>
                <dt>{t(`figures.${key}`)}</dt>
                <dd>
                  <CountUp
                    value={value}
                    label={format.number(value, {
                      minimumFractionDigits: decimals,
                      maximumFractionDigits: decimals,
                    })}
                    decimals={decimals}
                    locale={locale}
                    suffix={t(`figures.${key}Unit`)}
                  />
                </dd>
              </div>
            ))}
          </dl>
          <p className={styles.figureNote}>{t('figures.note')}</p>
        </Section>
      </HydrateLater>

      {/* Service flow */}
      <HydrateLater>
        <Section eyebrow={t('flow.eyebrow')} title={t('flow.title')} lead={t('flow.lead')}>
          <ol className={styles.flow}>
            {steps.map((step, i) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepNo}>{i + 1}</span>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.stepText}>{step.text}</p>
              </li>
            ))}
          </ol>
        </Section>
      </HydrateLater>

      {/* AI Checker */}
      <HydrateLater>
        <Section tone="alt">
          <div className={styles.ai}>
            <div>
              <p className={styles.eyebrow}>{t('ai.eyebrow')}</p>
              <h2 className={styles.sectionTitle}>{t('ai.title')}</h2>
              <p className={styles.sectionLead}>{t('ai.lead')}</p>
              <ul className={styles.checks}>
                {(t.raw('ai.points') as string[]).map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
            <div className={styles.aiVisual}>
              <CanvasAnimation scene="classify" label={t('ai.animationLabel')} />
            </div>
          </div>
        </Section>
      </HydrateLater>

      {/* A section per app */}
      <HydrateLater>
        <Section eyebrow={t('apps.eyebrow')} title={t('apps.title')} lead={t('apps.lead')}>
          <div className={styles.apps}>
            {apps.map((app, index) => (
              <article
                key={app.id}
                className={`${styles.app} ${index % 2 ? styles.appReverse : ''}`}
              >
                <div className={styles.appCopy}>
                  <p className={styles.appName}>{app.name}</p>
                  <h3 className={styles.appTitle}>{app.title}</h3>
                  <p className={styles.appText}>{app.text}</p>
                  <ul className={styles.checks}>
                    {app.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                  <Link href={app.href} className={`${button.button} ${button.secondary}`}>
                    {t('apps.more', { app: app.name })}
                  </Link>
                </div>
                <div className={styles.appVisual}>
                  {app.id === 'admin' ? (
                    <BrowserMockup title={app.name} kpis={kpis} rows={app.rows} />
                  ) : (
                    <PhoneMockup
                      title={app.name}
                      summary={t(`apps.${app.id}.summary`)}
                      rows={app.rows}
                      accent={app.id === 'crew' ? 'dark' : 'blue'}
                    />
                  )}
                </div>
              </article>
            ))}
          </div>
        </Section>
      </HydrateLater>

      {/* Contact */}
      <HydrateLater>
        <section id="contact" className={styles.contact} aria-labelledby="home-contact-title">
          <div className="container">
            <div className={styles.contactIntro}>
              <p className={styles.eyebrow}>{t('contact.eyebrow')}</p>
              <h2 id="home-contact-title" className={styles.sectionTitle}>
                {t('contactTabs.title')}
              </h2>
              <p className={styles.sectionLead}>{t('contact.lead')}</p>
            </div>
            <div className={styles.contactCard}>
              <Tabs
                label={t('contactTabs.title')}
                variant="underline"
                tabs={[
                  { id: 'resident', label: t('contactTabs.resident') },
                  { id: 'admin', label: t('contactTabs.admin') },
                  { id: 'proposal', label: t('contactTabs.proposal') },
                ]}
                panels={[
                  <div key="resident">
                    <p className={styles.panelLead}>{t('contact.residentLead')}</p>
                    <ResidentInquiryForm />
                  </div>,
                  <div key="admin">
                    <p className={styles.panelLead}>{t('contact.adminLead')}</p>
                    <AdminInquiryForm />
                  </div>,
                  <div key="proposal">
                    <p className={styles.panelLead}>{t('contact.proposalLead')}</p>
                    <ProposalForm />
                  </div>,
                ]}
              />
            </div>
          </div>
        </section>
      </HydrateLater>

      {/* Floating buttons */}
      <HydrateLater>
        <nav className={styles.floating} aria-label={t('floating.label')}>
          <a
            href={adminSiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.floatingLink}
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
              <path
                d="M4 5h16v11H4zM9 20h6M12 16v4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
            <span>{t('floating.admin')}</span>
          </a>
          <Link href={marketingPages.proposal} className={styles.floatingLink}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
              <path
                d="M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
            <span>{t('floating.proposal')}</span>
          </Link>
          <a href="#contact" className={styles.floatingLink}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
              <path
                d="M4 5h16v11H9l-5 4z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
            <span>{t('floating.inquiry')}</span>
          </a>
        </nav>
      </HydrateLater>
    </div>
  );
}
